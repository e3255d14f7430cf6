/**
 * What the "rate your order" page says around the review forms (decision 135), in the order's language.
 * Store-neutral, like shared/cod/copy.ts; the forms' own words are the store's review labels.
 */
export interface OrderReviewCopy {
  title: (order: string) => string;
  intro: string;
  reviewed: string;
  invalid: string;
  expired: string;
  used: string;
  unavailable: string;
  shop: string;
}

export const ORDER_REVIEW_COPY: Record<'en' | 'hi', OrderReviewCopy> = {
  en: {
    title: (order) => `Rate your order ${order}`,
    intro:
      'Tell other shoppers what you thought. Your review appears with “Verified buyer” once we have checked it.',
    reviewed: 'Reviewed. Thank you!',
    invalid:
      'This review link is not valid. Please open the link from your message.',
    expired: 'This review link has expired.',
    used: 'You have reviewed everything in this order. Thank you!',
    unavailable:
      'Reviews cannot be written right now. Please try again in a few minutes.',
    shop: 'Continue shopping',
  },
  hi: {
    title: (order) => `अपने ऑर्डर ${order} को रेटिंग दें`,
    intro:
      'दूसरे खरीदारों को बताएँ कि आपको कैसा लगा। जाँच के बाद आपकी समीक्षा “सत्यापित खरीदार” के साथ दिखेगी।',
    reviewed: 'समीक्षा भेज दी गई। धन्यवाद!',
    invalid: 'यह समीक्षा लिंक मान्य नहीं है। कृपया अपने संदेश वाला लिंक खोलें।',
    expired: 'इस समीक्षा लिंक की समय-सीमा समाप्त हो गई है।',
    used: 'आप इस ऑर्डर की हर चीज़ की समीक्षा कर चुके हैं। धन्यवाद!',
    unavailable: 'अभी समीक्षा नहीं लिखी जा सकती। कृपया कुछ मिनट बाद फिर कोशिश करें।',
    shop: 'खरीदारी जारी रखें',
  },
};
