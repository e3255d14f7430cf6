/** QuitPop policies in English, with Hindi translations (resource 'policy', fields 'title' and 'body_html'). */
import type {PolicySeed} from '../../data/seed-writer.ts';
import {GUM_CONTACT} from './pages.ts';
import {shippingPolicyHtml} from '../shipping-copy.ts';

export const GUM_POLICIES: (PolicySeed & {
  hi: {title: string; bodyHtml: string};
})[] = [
  {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    // Fee, warehouse, transit days and COD from the store's settings (decision 101).
    bodyHtml: shippingPolicyHtml('gum'),
    hi: {
      title: 'शिपिंग नीति',
      bodyHtml: shippingPolicyHtml('gum', 'hi'),
    },
  },
  {
    handle: 'refund-policy',
    title: 'Refund Policy',
    bodyHtml:
      '<p><strong>100% money back guarantee on prepaid orders.</strong> If QuitPop does not help you within 30 days, write to us and we will refund the full amount, no questions asked.</p>' +
      `<p>Damaged or wrong items are replaced free of charge if reported within 48 hours. E-mail ${GUM_CONTACT.email} with your order number.</p>`,
    hi: {
      title: 'रिफ़ंड नीति',
      bodyHtml:
        '<p><strong>प्रीपेड ऑर्डर पर 100% मनी बैक गारंटी।</strong> अगर 30 दिनों में QuitPop से आपको मदद नहीं मिलती, तो हमें लिखें, हम बिना कोई सवाल पूछे पूरी राशि लौटा देंगे।</p>' +
        `<p>क्षतिग्रस्त या ग़लत सामान की सूचना 48 घंटे के भीतर देने पर उसे मुफ़्त बदला जाता है। अपने ऑर्डर नंबर के साथ ${GUM_CONTACT.email} पर ई-मेल करें।</p>`,
    },
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml:
      '<p>We collect only what we need to deliver your order and support your quit journey: your name, phone, e-mail and address. We never sell your data and never share your health information.</p>' +
      `<p>To see, correct or delete your data, write to ${GUM_CONTACT.email}.</p>`,
    hi: {
      title: 'गोपनीयता नीति',
      bodyHtml:
        '<p>हम सिर्फ़ वही जानकारी लेते हैं जो आपका ऑर्डर पहुँचाने और छोड़ने की आपकी यात्रा में मदद के लिए ज़रूरी है: आपका नाम, फ़ोन, ई-मेल और पता। हम आपका डेटा कभी नहीं बेचते और आपकी स्वास्थ्य जानकारी कभी साझा नहीं करते।</p>' +
        `<p>अपना डेटा देखने, सुधारने या हटाने के लिए ${GUM_CONTACT.email} पर लिखें।</p>`,
    },
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    bodyHtml:
      '<p>QuitPop nicotine gum is sold only to adults (18+) who use tobacco. By ordering you confirm that you are above 18. Prices are in INR and include GST.</p>' +
      '<p>Nicotine gum is a medicine: read the pack insert before use, and talk to your doctor if you are pregnant, have heart disease or take other medicines.</p>',
    hi: {
      title: 'सेवा की शर्तें',
      bodyHtml:
        '<p>QuitPop निकोटीन गम सिर्फ़ उन वयस्कों (18+) को बेची जाती है जो तंबाकू का सेवन करते हैं। ऑर्डर करके आप पुष्टि करते हैं कि आपकी उम्र 18 साल से ज़्यादा है। क़ीमतें INR में हैं और इनमें GST शामिल है।</p>' +
        '<p>निकोटीन गम एक दवा है: इस्तेमाल से पहले पैक के अंदर दी गई जानकारी पढ़ें, और अगर आप गर्भवती हैं, आपको हृदय रोग है या आप कोई और दवा लेते हैं तो अपने डॉक्टर से बात करें।</p>',
    },
  },
];
