import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

export default {
  presets: [hydrogenPreset()],
  // The whole route manifest in one cached file instead of a partial one matched per request
  // (decision 56).
  routeDiscovery: {mode: 'initial'},
} satisfies Config;
