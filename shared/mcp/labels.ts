/**
 * The words the MCP tools answer in (the text beside each structured result). A store passes the set
 * for each of its languages (storefronts/<store>/app/routes/api.mcp.tsx); these are the defaults.
 */
export interface McpLabels {
  found: (count: number, total: number) => string;
  noProducts: (query: string) => string;
  understoodAs: (words: string) => string;
  inStock: string;
  outOfStock: string;
  mrp: string;
  rating: (value: number, count: number) => string;
  productNotFound: (handle: string) => string;
  options: string;
  variants: string;
  offers: string;
  deliveryBy: (date: string, city: string, state: string) => string;
  codAvailable: (fee: string, limit: string) => string;
  codNotHere: string;
  codOverLimit: (limit: string) => string;
  noPassages: string;
  cartNotFound: string;
  cartEmpty: string;
  cartTotal: (quantity: number, total: string) => string;
  checkout: (url: string) => string;
  /** Gum: the checkout link is given only once the shopper's age is confirmed. */
  confirmAge: string;
  noOffers: string;
  offerApplies: string;
  offerMissing: (amount: string) => string;
  failed: string;
}

export const MCP_LABELS_EN: McpLabels = {
  found: (count, total) =>
    `Found ${total} product${total === 1 ? '' : 's'}; the first ${count}:`,
  noProducts: (query) => `No products found for "${query}".`,
  understoodAs: (words) => `Searched for: ${words}`,
  inStock: 'in stock',
  outOfStock: 'out of stock',
  mrp: 'MRP',
  rating: (value, count) => `rated ${value}/5 (${count} reviews)`,
  productNotFound: (handle) => `No product with the handle "${handle}".`,
  options: 'Options',
  variants: 'Variants',
  offers: 'Offers',
  deliveryBy: (date, city, state) =>
    `Delivery to ${city}, ${state} by ${date}.`,
  codAvailable: (fee, limit) =>
    `Cash on Delivery available (fee ${fee}, orders up to ${limit}).`,
  codNotHere: 'Cash on Delivery is not available at this pincode; pay online.',
  codOverLimit: (limit) =>
    `Cash on Delivery is only for orders up to ${limit}; pay online.`,
  noPassages: 'No policy or FAQ answers that question.',
  cartNotFound:
    'Cart not found: use the full cart id with its key, as update_cart returned it.',
  cartEmpty: 'The cart is empty.',
  cartTotal: (quantity, total) =>
    `${quantity} item${quantity === 1 ? '' : 's'}, total ${total}.`,
  checkout: (url) => `Checkout: ${url}`,
  confirmAge:
    'Checkout link withheld: this store sells to adults only. Ask the shopper to confirm they are 18 or older, then call again with confirm_over_18: true.',
  noOffers: 'No offers right now.',
  offerApplies: 'applies to this cart',
  offerMissing: (amount) => `add ${amount} more to qualify`,
  failed: 'The store could not answer just now. Please try again.',
};

export const MCP_LABELS_HI: McpLabels = {
  found: (count, total) => `${total} प्रोडक्ट मिले; पहले ${count}:`,
  noProducts: (query) => `"${query}" के लिए कोई प्रोडक्ट नहीं मिला।`,
  understoodAs: (words) => `खोजा गया: ${words}`,
  inStock: 'स्टॉक में',
  outOfStock: 'स्टॉक ख़त्म',
  mrp: 'एमआरपी',
  rating: (value, count) => `रेटिंग ${value}/5 (${count} रिव्यू)`,
  productNotFound: (handle) => `"${handle}" नाम का कोई प्रोडक्ट नहीं है।`,
  options: 'विकल्प',
  variants: 'वेरिएंट',
  offers: 'ऑफ़र',
  deliveryBy: (date, city, state) => `${city}, ${state} में ${date} तक डिलीवरी।`,
  codAvailable: (fee, limit) =>
    `कैश ऑन डिलीवरी उपलब्ध (शुल्क ${fee}, ${limit} तक के ऑर्डर)।`,
  codNotHere: 'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है; ऑनलाइन भुगतान करें।',
  codOverLimit: (limit) =>
    `कैश ऑन डिलीवरी सिर्फ़ ${limit} तक के ऑर्डर पर है; ऑनलाइन भुगतान करें।`,
  noPassages: 'इस सवाल का जवाब किसी नीति या FAQ में नहीं मिला।',
  cartNotFound:
    'कार्ट नहीं मिला: update_cart से मिला पूरा कार्ट id उसकी key के साथ इस्तेमाल करें।',
  cartEmpty: 'कार्ट ख़ाली है।',
  cartTotal: (quantity, total) => `${quantity} आइटम, कुल ${total}।`,
  checkout: (url) => `चेकआउट: ${url}`,
  confirmAge:
    'चेकआउट लिंक नहीं दिया गया: यह स्टोर सिर्फ़ वयस्कों को बेचता है। ख़रीदार से पुष्टि करें कि वे 18 साल या उससे बड़े हैं, फिर confirm_over_18: true के साथ दोबारा पूछें।',
  noOffers: 'अभी कोई ऑफ़र नहीं है।',
  offerApplies: 'इस कार्ट पर लागू',
  offerMissing: (amount) => `पाने के लिए ${amount} और जोड़ें`,
  failed: 'स्टोर अभी जवाब नहीं दे सका। कृपया फिर से कोशिश करें।',
};
