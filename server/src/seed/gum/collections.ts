/** QuitPop collections, each with a Hindi translation. Membership comes from GumProductDef.collections. */
import type {Palette} from '../common.ts';

export interface GumCollectionDef {
  handle: string;
  title: {en: string; hi: string};
  description: {en: string; hi: string};
  palette: Palette;
}

export const GUM_COLLECTIONS: GumCollectionDef[] = [
  {
    handle: 'all',
    title: {en: 'All Products', hi: 'सभी उत्पाद'},
    description: {
      en: 'Nicotine gum in seven flavours, quit kits and supplements for skin, hair and sleep.',
      hi: 'सात स्वादों में निकोटीन गम, क्विट किट और त्वचा, बालों व नींद के लिए सप्लीमेंट।',
    },
    palette: {bg: ['#e3f6ef', '#9fd9c3'], body: '#0f6b52', accent: '#e9fbf4'},
  },
  {
    handle: 'nicotine-gums',
    title: {en: 'Nicotine Gums', hi: 'निकोटीन गम'},
    description: {
      en: 'Sugar-free, soft-chew 2mg nicotine gum in seven flavours, made in India to a Danish design.',
      hi: 'सात स्वादों में शुगर-फ़्री, सॉफ़्ट-च्यू 2mg निकोटीन गम, डेनिश डिज़ाइन पर भारत में बनी।',
    },
    palette: {bg: ['#e3f6ef', '#9fd9c3'], body: '#0f6b52', accent: '#e9fbf4'},
  },
  {
    handle: 'nrt',
    title: {
      en: 'Nicotine Replacement Therapy (NRT)',
      hi: 'निकोटीन रिप्लेसमेंट थेरेपी (NRT)',
    },
    description: {
      en: 'WHO-approved nicotine replacement therapy: controlled doses of nicotine without the tar and smoke, so you can quit step by step.',
      hi: 'WHO द्वारा मान्य निकोटीन रिप्लेसमेंट थेरेपी: टार और धुएँ के बिना निकोटीन की नियंत्रित मात्रा, ताकि आप धीरे-धीरे छोड़ सकें।',
    },
    palette: {bg: ['#e8eaf6', '#9fa8da'], body: '#283593', accent: '#f1f2fb'},
  },
  {
    handle: 'quit-smoking',
    title: {en: 'Quit Smoking', hi: 'धूम्रपान छोड़ें'},
    description: {
      en: 'Everything you need to stop smoking cigarettes and bidis: nicotine gum, starter kits and a plan that works.',
      hi: 'सिगरेट और बीड़ी छोड़ने के लिए ज़रूरी सब कुछ: निकोटीन गम, स्टार्टर किट और एक कारगर योजना।',
    },
    palette: {bg: ['#e0f2f1', '#80cbc4'], body: '#00695c', accent: '#fff8e1'},
  },
  {
    handle: 'quit-chewing',
    title: {en: 'Quit Chewing Tobacco', hi: 'तंबाकू चबाना छोड़ें'},
    description: {
      en: 'Swap gutkha, khaini and masala for a sugar-free nicotine gum that satisfies the urge to chew.',
      hi: 'गुटखा, खैनी और मसाले की जगह शुगर-फ़्री निकोटीन गम अपनाएँ, जो चबाने की तलब को शांत करती है।',
    },
    palette: {bg: ['#eaf4dd', '#b5d58e'], body: '#3f6b1d', accent: '#f3e6b3'},
  },
  {
    handle: 'healthy-living',
    title: {en: 'Healthy Living', hi: 'स्वस्थ जीवन'},
    description: {
      en: 'Supplements for skin, hair and sleep to help your body recover after you quit.',
      hi: 'छोड़ने के बाद शरीर को फिर से स्वस्थ होने में मदद के लिए त्वचा, बालों और नींद के सप्लीमेंट।',
    },
    palette: {bg: ['#fff1e6', '#ffc9a3'], body: '#e2703a', accent: '#fff7f0'},
  },
  {
    handle: 'supplements',
    title: {en: 'Supplements', hi: 'सप्लीमेंट'},
    description: {
      en: 'Sugar-free, vegetarian gummies with clinically studied ingredients for skin, hair and sleep.',
      hi: 'त्वचा, बालों और नींद के लिए वैज्ञानिक रूप से परखी गई सामग्री वाली शुगर-फ़्री, शाकाहारी गमीज़।',
    },
    palette: {bg: ['#f3e5f5', '#ce93d8'], body: '#7b1fa2', accent: '#fbf2fd'},
  },
];
