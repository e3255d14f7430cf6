/**
 * What the phone-login widget says, per language. The storefront passes the shopper's language as
 * `PhoneLogin.open({merchantId, locale: 'hi'})`, as real phone-login providers take a locale/lang
 * option; anything else falls back to English. API refusals are shown by their `error.code`.
 */
export const WIDGET_STRINGS = {
  en: {
    title: 'Login with mobile number',
    close: 'Close login',
    phoneIntro: 'We will send a one-time password (OTP) to your mobile number.',
    phoneLabel: 'Mobile number',
    phonePlaceholder: '10-digit mobile number',
    phoneRequired: 'Please enter your mobile number',
    sendOtp: 'Send OTP',
    codeIntro: 'Enter the OTP sent to {phone}.',
    codeLabel: 'One-time password',
    codePlaceholder: '6-digit OTP',
    codeRequired: 'Please enter the 6-digit OTP',
    verify: 'Verify',
    changeNumber: 'Change number',
    resend: 'Resend OTP',
    resendIn: 'Resend OTP in {seconds} s',
    resent: 'A new OTP has been sent.',
    network: 'Network error. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    errors: {} as Record<string, string>,
  },
  hi: {
    title: 'मोबाइल नंबर से लॉग इन करें',
    close: 'लॉग इन बंद करें',
    phoneIntro: 'हम आपके मोबाइल नंबर पर एक वन-टाइम पासवर्ड (OTP) भेजेंगे।',
    phoneLabel: 'मोबाइल नंबर',
    phonePlaceholder: '10 अंकों का मोबाइल नंबर',
    phoneRequired: 'कृपया अपना मोबाइल नंबर दर्ज करें',
    sendOtp: 'OTP भेजें',
    codeIntro: '{phone} पर भेजा गया OTP दर्ज करें।',
    codeLabel: 'वन-टाइम पासवर्ड',
    codePlaceholder: '6 अंकों का OTP',
    codeRequired: 'कृपया 6 अंकों का OTP दर्ज करें',
    verify: 'पुष्टि करें',
    changeNumber: 'नंबर बदलें',
    resend: 'OTP फिर से भेजें',
    resendIn: '{seconds} सेकंड में OTP फिर से भेजें',
    resent: 'नया OTP भेज दिया गया है।',
    network: 'नेटवर्क की समस्या। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    generic: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    errors: {
      INVALID_PHONE: 'कृपया 10 अंकों का सही भारतीय मोबाइल नंबर दर्ज करें',
      INVALID_CODE: 'कृपया 6 अंकों का OTP दर्ज करें',
      WRONG_CODE: 'OTP गलत है। कृपया कोड जाँचकर फिर से कोशिश करें।',
      OTP_EXPIRED: 'यह OTP अब मान्य नहीं है। कृपया नया OTP मँगाएँ।',
      TOO_MANY_ATTEMPTS: 'बहुत ज़्यादा गलत कोशिशें। कृपया नया OTP मँगाएँ।',
      TOO_MANY_WRONG_CODES:
        'इस नंबर के लिए बहुत ज़्यादा गलत कोशिशें। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
      TOO_MANY_REQUESTS:
        'इस नंबर पर हाल ही में OTP भेजा गया है। कृपया नया OTP मँगाने से पहले थोड़ी देर रुकें।',
      THROTTLED: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    } as Record<string, string>,
  },
} as const;

export type WidgetLocale = keyof typeof WIDGET_STRINGS;
