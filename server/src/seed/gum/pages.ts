/** QuitPop pages, each in English and Hindi. The FAQ is not a page: the storefront owns that copy. */

export const GUM_CONTACT = {
  phone: '+91 80 4000 1234',
  email: 'care@quitpop.example',
  hours: {
    en: '10:00 to 18:00, Monday to Friday',
    hi: 'सोमवार से शुक्रवार, सुबह 10 बजे से शाम 6 बजे तक',
  },
  reply: {en: 'within 24–48 business hours', hi: '24–48 कार्य-घंटों के भीतर'},
  address: {
    en: 'QuitPop Health Pvt. Ltd., 2nd Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
    hi: 'QuitPop हेल्थ प्रा. लि., दूसरी मंज़िल, 80 फ़ीट रोड, कोरमंगला, बेंगलुरु 560034, कर्नाटक',
  },
};

export interface GumPageDef {
  handle: string;
  en: {title: string; bodyHtml: string; seoDescription: string};
  hi: {title: string; bodyHtml: string; seoDescription: string};
}

const h2 = (t: string) => `<h2>${t}</h2>`;
const p = (...ts: string[]) => ts.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) =>
  `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const tel = GUM_CONTACT.phone.replace(/\s/g, '');

export const GUM_PAGES: GumPageDef[] = [
  {
    handle: 'ingredients',
    en: {
      title: 'Ingredients',
      seoDescription:
        'What goes into QuitPop nicotine gum: 2mg nicotine, a sugar-free gum base and natural flavours.',
      bodyHtml:
        p(
          'Every piece of QuitPop is made from a short list of ingredients that do one job each: deliver a steady, controlled dose of nicotine and taste good while doing it.',
        ) +
        h2('Active ingredient') +
        p(
          '<strong>Nicotine 2mg</strong> (as nicotine polacrilex resin). The resin releases nicotine slowly as you chew, so it is absorbed through the lining of the mouth rather than swallowed.',
        ) +
        h2('Other ingredients') +
        ul(
          'Gum base (food grade, soft-chew)',
          'Xylitol and sorbitol (sugar-free sweeteners)',
          'Natural and nature-identical flavours',
          'Sodium carbonate and sodium bicarbonate (buffers that help absorption)',
          'Magnesium oxide, glycerol and a thin polish coating',
        ) +
        p(
          'QuitPop is sugar-free, gluten-free and vegetarian. It contains no tar, no carbon monoxide and none of the thousands of chemicals in tobacco smoke. Avoid acidic drinks such as coffee, colas and juice for 15 minutes before chewing, as they reduce absorption.',
        ) +
        h2('Supplements') +
        p(
          'Looking for our gummies? See <a href="/pages/skin-ingredients">skin</a>, <a href="/pages/hair-ingredients">hair</a> and <a href="/pages/sleep-ingredients">sleep</a> ingredients.',
        ),
    },
    hi: {
      title: 'सामग्री',
      seoDescription:
        'QuitPop निकोटीन गम में क्या है: 2mg निकोटीन, शुगर-फ़्री गम बेस और प्राकृतिक स्वाद।',
      bodyHtml:
        p(
          'QuitPop का हर पीस कुछ चुनी हुई सामग्रियों से बनता है, और हर सामग्री का एक ही काम है: निकोटीन की स्थिर और नियंत्रित मात्रा देना, और साथ में अच्छा स्वाद भी।',
        ) +
        h2('सक्रिय सामग्री') +
        p(
          '<strong>निकोटीन 2mg</strong> (निकोटीन पोलाक्रिलेक्स रेज़िन के रूप में)। चबाने पर यह रेज़िन धीरे-धीरे निकोटीन छोड़ता है, जो निगलने के बजाय मुँह की अंदरूनी परत से शरीर में पहुँचता है।',
        ) +
        h2('अन्य सामग्री') +
        ul(
          'गम बेस (फ़ूड ग्रेड, सॉफ़्ट-च्यू)',
          'ज़ाइलिटॉल और सॉर्बिटॉल (शुगर-फ़्री मिठास)',
          'प्राकृतिक और प्रकृति-समान स्वाद',
          'सोडियम कार्बोनेट और सोडियम बाइकार्बोनेट (अवशोषण में मदद करने वाले बफ़र)',
          'मैग्नीशियम ऑक्साइड, ग्लिसरॉल और पतली पॉलिश परत',
        ) +
        p(
          'QuitPop शुगर-फ़्री, ग्लूटेन-फ़्री और शाकाहारी है। इसमें न टार है, न कार्बन मोनोऑक्साइड, और न ही तंबाकू के धुएँ के हज़ारों रसायन। चबाने से 15 मिनट पहले कॉफ़ी, कोला या जूस जैसे खट्टे पेय न लें, क्योंकि इनसे अवशोषण कम हो जाता है।',
        ) +
        h2('सप्लीमेंट') +
        p(
          'हमारी गमीज़ के बारे में जानना है? <a href="/pages/skin-ingredients">त्वचा</a>, <a href="/pages/hair-ingredients">बालों</a> और <a href="/pages/sleep-ingredients">नींद</a> की सामग्री देखें।',
        ),
    },
  },
  {
    handle: 'skin-ingredients',
    en: {
      title: 'Skin Ingredients',
      seoDescription:
        'The ingredients in QuitPop Skin Glow Gummies and what each one does.',
      bodyHtml:
        p(
          'Smoking starves the skin of oxygen and breaks down collagen. Our Skin Glow Gummies use four ingredients chosen to support recovery.',
        ) +
        ul(
          '<strong>Vitamin C (80 mg)</strong>: needed to build collagen; smokers need more of it than non-smokers.',
          '<strong>Amla extract (250 mg)</strong>: a traditional source of antioxidants.',
          '<strong>Biotin (30 mcg)</strong>: supports healthy skin and nails.',
          '<strong>Zinc (7 mg)</strong>: helps skin repair and controls oiliness.',
        ) +
        p(
          'Sugar-free and vegetarian, sweetened with maltitol and flavoured with natural orange. Two gummies a day after a meal.',
        ),
    },
    hi: {
      title: 'त्वचा की सामग्री',
      seoDescription: 'QuitPop स्किन ग्लो गमीज़ की सामग्री और हर सामग्री का काम।',
      bodyHtml:
        p(
          'धूम्रपान त्वचा तक ऑक्सीजन पहुँचने नहीं देता और कोलेजन को तोड़ता है। हमारी स्किन ग्लो गमीज़ में चार ऐसी सामग्रियाँ हैं जो त्वचा को फिर से स्वस्थ होने में मदद करती हैं।',
        ) +
        ul(
          '<strong>विटामिन C (80 mg)</strong>: कोलेजन बनाने के लिए ज़रूरी; धूम्रपान करने वालों को इसकी ज़्यादा ज़रूरत होती है।',
          '<strong>आंवले का अर्क (250 mg)</strong>: एंटीऑक्सिडेंट का पारंपरिक स्रोत।',
          '<strong>बायोटिन (30 mcg)</strong>: स्वस्थ त्वचा और नाखूनों के लिए।',
          '<strong>ज़िंक (7 mg)</strong>: त्वचा की मरम्मत में मदद करता है और तैलीयपन कम करता है।',
        ) +
        p(
          'शुगर-फ़्री और शाकाहारी, माल्टिटॉल से मीठी और प्राकृतिक संतरे के स्वाद वाली। खाने के बाद दिन में दो गमी।',
        ),
    },
  },
  {
    handle: 'hair-ingredients',
    en: {
      title: 'Hair Ingredients',
      seoDescription:
        'The ingredients in QuitPop Hair Strength Gummies and what each one does.',
      bodyHtml:
        p(
          'Hair follicles need a good blood supply, which smoking reduces. Hair Strength Gummies bring together vitamins and an Ayurvedic herb for stronger hair.',
        ) +
        ul(
          '<strong>Biotin (50 mcg)</strong>: a B vitamin that supports keratin, the protein hair is made of.',
          '<strong>Bhringraj extract (200 mg)</strong>: used in Ayurveda for centuries against hair fall.',
          '<strong>Folic acid (200 mcg)</strong>: supports healthy cell growth in the follicle.',
          '<strong>Vitamin E (10 mg)</strong>: an antioxidant that protects the scalp.',
        ) +
        p(
          'Two gummies a day. Most people see less hair fall after eight to twelve weeks.',
        ),
    },
    hi: {
      title: 'बालों की सामग्री',
      seoDescription: 'QuitPop हेयर स्ट्रेंथ गमीज़ की सामग्री और हर सामग्री का काम।',
      bodyHtml:
        p(
          'बालों की जड़ों को अच्छे रक्त-संचार की ज़रूरत होती है, जिसे धूम्रपान कम कर देता है। हेयर स्ट्रेंथ गमीज़ में मज़बूत बालों के लिए विटामिन और एक आयुर्वेदिक जड़ी-बूटी है।',
        ) +
        ul(
          '<strong>बायोटिन (50 mcg)</strong>: एक B विटामिन जो केराटिन बनाने में मदद करता है, वह प्रोटीन जिससे बाल बनते हैं।',
          '<strong>भृंगराज का अर्क (200 mg)</strong>: सदियों से आयुर्वेद में बाल झड़ने के लिए इस्तेमाल होता है।',
          '<strong>फ़ोलिक एसिड (200 mcg)</strong>: बालों की जड़ों में स्वस्थ कोशिका वृद्धि के लिए।',
          '<strong>विटामिन E (10 mg)</strong>: एक एंटीऑक्सिडेंट जो स्कैल्प की रक्षा करता है।',
        ) +
        p('दिन में दो गमी। ज़्यादातर लोगों को 8 से 12 हफ़्तों में बाल कम झड़ते दिखते हैं।'),
    },
  },
  {
    handle: 'sleep-ingredients',
    en: {
      title: 'Sleep Ingredients',
      seoDescription:
        'The ingredients in QuitPop Sleep Well Gummies and what each one does.',
      bodyHtml:
        p(
          'Trouble sleeping is one of the most common withdrawal symptoms in the first two to four weeks after quitting. Sleep Well Gummies help you fall asleep naturally.',
        ) +
        ul(
          '<strong>Melatonin (3 mg)</strong>: the hormone that tells your body it is night.',
          '<strong>Ashwagandha (300 mg)</strong>: an adaptogen that lowers stress and anxiety.',
          '<strong>Chamomile extract (100 mg)</strong>: a gentle, calming herb.',
          '<strong>Magnesium (50 mg)</strong>: helps muscles relax.',
        ) +
        p(
          'One gummy thirty minutes before bed. Non-habit-forming. Do not drive after taking it. Not for pregnant or breastfeeding women.',
        ),
    },
    hi: {
      title: 'नींद की सामग्री',
      seoDescription: 'QuitPop स्लीप वेल गमीज़ की सामग्री और हर सामग्री का काम।',
      bodyHtml:
        p(
          'छोड़ने के बाद पहले दो से चार हफ़्तों में नींद न आना सबसे आम लक्षणों में से एक है। स्लीप वेल गमीज़ आपको प्राकृतिक रूप से नींद लाने में मदद करती हैं।',
        ) +
        ul(
          '<strong>मेलाटोनिन (3 mg)</strong>: वह हार्मोन जो शरीर को बताता है कि रात हो गई है।',
          '<strong>अश्वगंधा (300 mg)</strong>: तनाव और बेचैनी कम करने वाली जड़ी-बूटी।',
          '<strong>कैमोमाइल का अर्क (100 mg)</strong>: एक सौम्य, शांत करने वाली जड़ी-बूटी।',
          '<strong>मैग्नीशियम (50 mg)</strong>: मांसपेशियों को आराम देता है।',
        ) +
        p(
          'सोने से 30 मिनट पहले एक गमी। इसकी आदत नहीं लगती। लेने के बाद गाड़ी न चलाएँ। गर्भवती या स्तनपान कराने वाली महिलाओं के लिए नहीं।',
        ),
    },
  },
  {
    handle: 'our-standards',
    en: {
      title: 'Our Standards',
      seoDescription:
        'How QuitPop nicotine gum is made and tested: WHO-approved NRT, made in India to a Danish design.',
      bodyHtml:
        p(
          'Nicotine replacement therapy is medicine, and we make it like medicine.',
        ) +
        ul(
          '<strong>WHO-approved therapy.</strong> Nicotine gum is on the WHO Model List of Essential Medicines as a proven aid to quitting tobacco.',
          '<strong>Danish design.</strong> Our formula and soft-chew gum base follow a Danish design, the country where nicotine gum was developed.',
          '<strong>Made in India.</strong> Every batch is produced in a WHO-GMP certified facility in India and tested for nicotine content, release rate and microbial safety.',
          '<strong>Sugar-free.</strong> No sugar, so it is kind to your teeth even at 12 pieces a day.',
          '<strong>Shelf life 24 months.</strong> Store below 25°C, away from direct sunlight.',
        ) +
        p('See our <a href="/pages/certificate">certificates</a> for details.'),
    },
    hi: {
      title: 'हमारे मानक',
      seoDescription:
        'QuitPop निकोटीन गम कैसे बनती और परखी जाती है: WHO द्वारा मान्य NRT, डेनिश डिज़ाइन पर भारत में बनी।',
      bodyHtml:
        p('निकोटीन रिप्लेसमेंट थेरेपी एक दवा है, और हम इसे दवा की तरह ही बनाते हैं।') +
        ul(
          '<strong>WHO द्वारा मान्य थेरेपी।</strong> निकोटीन गम WHO की आवश्यक दवाओं की मॉडल सूची में तंबाकू छोड़ने के प्रमाणित साधन के रूप में शामिल है।',
          '<strong>डेनिश डिज़ाइन।</strong> हमारा फ़ॉर्मूला और सॉफ़्ट-च्यू गम बेस डेनिश डिज़ाइन पर आधारित है, उसी देश का जहाँ निकोटीन गम विकसित हुई थी।',
          '<strong>भारत में बनी।</strong> हर बैच भारत की WHO-GMP प्रमाणित इकाई में बनता है और निकोटीन की मात्रा, रिलीज़ दर और सूक्ष्मजीव सुरक्षा के लिए जाँचा जाता है।',
          '<strong>शुगर-फ़्री।</strong> इसमें चीनी नहीं है, इसलिए दिन में 12 पीस तक भी यह दाँतों के लिए सुरक्षित है।',
          '<strong>24 महीने की शेल्फ़ लाइफ़।</strong> सीधी धूप से दूर, ठंडी जगह पर रखें।',
        ) +
        p('विवरण के लिए हमारे <a href="/pages/certificate">प्रमाणपत्र</a> देखें।'),
    },
  },
  {
    handle: 'contact',
    en: {
      title: 'Contact Us',
      seoDescription: `Call ${GUM_CONTACT.phone} or e-mail ${GUM_CONTACT.email}. We reply within 24–48 business hours.`,
      bodyHtml:
        p(
          'Questions about your order, your quit plan or our products? Our customer service team is happy to help.',
        ) +
        ul(
          `Phone: <a href="tel:${tel}">${GUM_CONTACT.phone}</a>`,
          `E-mail: <a href="mailto:${GUM_CONTACT.email}">${GUM_CONTACT.email}</a>`,
          `Hours: ${GUM_CONTACT.hours.en}`,
          `Address: ${GUM_CONTACT.address.en}`,
        ) +
        p(
          `We reply to every message ${GUM_CONTACT.reply.en}. For medical advice about quitting, please also speak to your doctor.`,
        ),
    },
    hi: {
      title: 'संपर्क करें',
      seoDescription: `${GUM_CONTACT.phone} पर कॉल करें या ${GUM_CONTACT.email} पर ई-मेल करें। हम 24–48 कार्य-घंटों में जवाब देते हैं।`,
      bodyHtml:
        p(
          'अपने ऑर्डर, अपनी क्विट योजना या हमारे उत्पादों के बारे में कोई सवाल है? हमारी ग्राहक सेवा टीम मदद के लिए तैयार है।',
        ) +
        ul(
          `फ़ोन: <a href="tel:${tel}">${GUM_CONTACT.phone}</a>`,
          `ई-मेल: <a href="mailto:${GUM_CONTACT.email}">${GUM_CONTACT.email}</a>`,
          `समय: ${GUM_CONTACT.hours.hi}`,
          `पता: ${GUM_CONTACT.address.hi}`,
        ) +
        p(
          `हम हर संदेश का जवाब ${GUM_CONTACT.reply.hi} देते हैं। छोड़ने से जुड़ी चिकित्सा सलाह के लिए अपने डॉक्टर से भी बात करें।`,
        ),
    },
  },
  {
    handle: 'how-to-use',
    en: {
      title: 'How to Use',
      seoDescription:
        'The chew-pause-chew method: chew until the taste comes, park the gum between cheek and gum, chew again when the taste fades.',
      bodyHtml:
        p(
          'Nicotine gum is not chewed like ordinary chewing gum. Use the <strong>chew-pause-chew</strong> method so the nicotine is absorbed through your mouth instead of being swallowed.',
        ) +
        '<ol><li><strong>Chew</strong> slowly until the taste comes (a peppery or tingling feeling, usually after about 10 chews).</li><li><strong>Pause:</strong> park the gum between your cheek and gum until the taste fades.</li><li><strong>Chew again</strong> when the taste fades, then park it in a different place.</li></ol>' +
        p(
          'Repeat for about 30 minutes. The flavour fades after 18–20 minutes; a piece can be chewed for up to 30.',
        ) +
        h2('How much?') +
        ul(
          'Chew one piece whenever you feel the urge to smoke or chew tobacco: usually 6–12 pieces a day.',
          'Never use more than 24 pieces a day.',
          'Avoid acidic drinks (coffee, colas, juice) for 15 minutes before chewing.',
        ) +
        h2('How long?') +
        p(
          'Use it regularly for about 3 months, then reduce slowly over up to 6 months. A new habit takes about 21 days to form, so the first three weeks are the hardest. If you still need the gum after 9 months, ask your doctor.',
        ) +
        p(
          'QuitPop is not for people under 18 or for people who do not use tobacco.',
        ),
    },
    hi: {
      title: 'इस्तेमाल का तरीका',
      seoDescription:
        'चबाओ-रुको-चबाओ तरीका: स्वाद आने तक चबाएँ, गम को गाल और मसूड़े के बीच रखें, स्वाद फीका होने पर फिर चबाएँ।',
      bodyHtml:
        p(
          'निकोटीन गम आम च्युइंग गम की तरह नहीं चबाई जाती। <strong>चबाओ-रुको-चबाओ</strong> तरीका अपनाएँ, ताकि निकोटीन निगलने के बजाय मुँह से अवशोषित हो।',
        ) +
        '<ol><li>स्वाद आने तक धीरे-धीरे <strong>चबाएँ</strong> (हल्की तीखी या झनझनाहट जैसी अनुभूति, आमतौर पर लगभग 10 बार चबाने के बाद)।</li><li><strong>रुकें:</strong> स्वाद फीका होने तक गम को गाल और मसूड़े के बीच रख दें।</li><li>स्वाद फीका होने पर <strong>फिर से चबाएँ</strong>, और फिर उसे किसी दूसरी जगह रखें।</li></ol>' +
        p(
          'यह लगभग 30 मिनट तक दोहराएँ। स्वाद 18–20 मिनट में फीका पड़ता है; एक पीस 30 मिनट तक चबाया जा सकता है।',
        ) +
        h2('कितना?') +
        ul(
          'जब भी सिगरेट या तंबाकू की तलब लगे, एक पीस चबाएँ: आमतौर पर दिन में 6–12 पीस।',
          'दिन में 24 पीस से ज़्यादा कभी न लें।',
          'चबाने से 15 मिनट पहले खट्टे पेय (कॉफ़ी, कोला, जूस) न लें।',
        ) +
        h2('कितने समय तक?') +
        p(
          'लगभग 3 महीने तक नियमित रूप से लें, फिर 6 महीने तक धीरे-धीरे कम करें। नई आदत बनने में लगभग 21 दिन लगते हैं, इसलिए पहले तीन हफ़्ते सबसे मुश्किल होते हैं। अगर 9 महीने के बाद भी गम की ज़रूरत लगे, तो अपने डॉक्टर से सलाह लें।',
        ) +
        p(
          'QuitPop 18 साल से कम उम्र के लोगों और तंबाकू का सेवन न करने वालों के लिए नहीं है।',
        ),
    },
  },
  {
    handle: 'certificate',
    en: {
      title: 'Certificates',
      seoDescription: 'Licences and certificates for QuitPop nicotine gum.',
      bodyHtml:
        p(
          'QuitPop nicotine gum is manufactured and sold under licence, and every batch comes with a certificate of analysis.',
        ) +
        ul(
          'Manufacturing licence under the Drugs and Cosmetics Act, 1940 (Form 25), issued by the State Drugs Control Department.',
          'WHO-GMP certificate for the manufacturing facility.',
          'ISO 9001:2015 quality management certification.',
          'FSSAI licence for our supplement gummies.',
        ) +
        p(
          `Copies are available on request: write to <a href="mailto:${GUM_CONTACT.email}">${GUM_CONTACT.email}</a> with the batch number printed on your pack.`,
        ),
    },
    hi: {
      title: 'प्रमाणपत्र',
      seoDescription: 'QuitPop निकोटीन गम के लाइसेंस और प्रमाणपत्र।',
      bodyHtml:
        p(
          'QuitPop निकोटीन गम लाइसेंस के तहत बनाई और बेची जाती है, और हर बैच के साथ विश्लेषण प्रमाणपत्र होता है।',
        ) +
        ul(
          'औषधि एवं प्रसाधन सामग्री अधिनियम, 1940 के तहत विनिर्माण लाइसेंस (फ़ॉर्म 25), राज्य औषधि नियंत्रण विभाग द्वारा जारी।',
          'विनिर्माण इकाई के लिए WHO-GMP प्रमाणपत्र।',
          'ISO 9001:2015 गुणवत्ता प्रबंधन प्रमाणन।',
          'हमारी सप्लीमेंट गमीज़ के लिए FSSAI लाइसेंस।',
        ) +
        p(
          `प्रतियाँ माँगने पर उपलब्ध हैं: अपने पैक पर छपे बैच नंबर के साथ <a href="mailto:${GUM_CONTACT.email}">${GUM_CONTACT.email}</a> पर लिखें।`,
        ),
    },
  },
  {
    handle: 'who-we-are',
    en: {
      title: 'Who We Are',
      seoDescription:
        'QuitPop is a Bengaluru company helping India quit smoking and chewing tobacco.',
      bodyHtml:
        p(
          'India has more than 260 million tobacco users, and most of them chew rather than smoke. Yet almost every quit aid on the shelf was designed for cigarette smokers in other countries.',
        ) +
        p(
          'We started QuitPop in Bengaluru to change that. Our nicotine gum is made in India to a Danish design, in seven flavours Indians actually enjoy, from paan to elaichi. It is sugar-free, soft to chew and priced so that anyone can afford a full quit plan.',
        ) +
        h2('Our promise') +
        p(
          'If QuitPop does not work for you, we will refund you: every prepaid order carries a 100% money back guarantee.',
        ),
    },
    hi: {
      title: 'हम कौन हैं',
      seoDescription:
        'QuitPop बेंगलुरु की एक कंपनी है, जो भारत को धूम्रपान और तंबाकू छोड़ने में मदद करती है।',
      bodyHtml:
        p(
          'भारत में 26 करोड़ से ज़्यादा लोग तंबाकू का सेवन करते हैं, और उनमें से ज़्यादातर इसे पीने के बजाय चबाते हैं। फिर भी दुकानों में मिलने वाले लगभग सभी साधन दूसरे देशों के सिगरेट पीने वालों के लिए बनाए गए थे।',
        ) +
        p(
          'इसे बदलने के लिए हमने बेंगलुरु में QuitPop शुरू किया। हमारी निकोटीन गम डेनिश डिज़ाइन पर भारत में बनी है, सात ऐसे स्वादों में जो भारतीयों को सच में पसंद आते हैं, पान से लेकर इलायची तक। यह शुगर-फ़्री है, चबाने में नरम है, और इसकी क़ीमत ऐसी है कि हर कोई पूरी क्विट योजना अपना सके।',
        ) +
        h2('हमारा वादा') +
        p(
          'अगर QuitPop आपके लिए काम नहीं करती, तो हम आपका पैसा लौटा देंगे: हर प्रीपेड ऑर्डर पर 100% मनी बैक गारंटी है।',
        ),
    },
  },
];
