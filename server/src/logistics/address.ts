/**
 * Whether an address's state and city agree with its pincode (issue 35, finding 4): India Post's
 * directory (pincodes.ts) names each pincode's state and district. The checkout asks before it takes
 * Cash on Delivery, so a COD order cannot name a pincode where cash is taken for an address where it
 * is not. States are compared across spellings (the form's "Andaman and Nicobar Islands", the
 * directory's "Andaman & Nicobar"); a city is refused only when it is a district the directory files
 * under other states alone (towns and new names, "Bengaluru" for "Bangalore", pass).
 */
import {readFileSync} from 'node:fs';
import {findPlace} from './pincodes.ts';

const STATE_ALIASES: Record<string, string> = {
  andamanandnicobarislands: 'andamanandnicobar',
  chattisgarh: 'chhattisgarh',
  pondicherry: 'puducherry',
  dadraandnagarhaveli: 'dnhdd',
  damananddiu: 'dnhdd',
  dadraandnagarhavelianddamananddiu: 'dnhdd',
};

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

function stateKey(name: string): string {
  const plain = key(name);
  return STATE_ALIASES[plain] ?? plain;
}

let districtStates: Map<string, Set<string>> | undefined;

/** Each district's name → the states the directory files it under. */
function districts(): Map<string, Set<string>> {
  if (districtStates) return districtStates;
  const table = JSON.parse(
    readFileSync(new URL('./pincode-table.json', import.meta.url), 'utf8'),
  ) as {places: [string, string, string][]};
  districtStates = new Map();
  for (const [district, state] of table.places) {
    const states = districtStates.get(key(district)) ?? new Set<string>();
    states.add(stateKey(state));
    districtStates.set(key(district), states);
  }
  return districtStates;
}

export type AddressMismatch = 'STATE' | 'CITY';

/** 'STATE' or 'CITY' when the address cannot be at `pincode`; null when it can (or the pincode is unknown). */
export function addressMismatch(
  pincode: string,
  state: string,
  city: string,
): AddressMismatch | null {
  const place = findPlace(pincode);
  if (!place) return null;
  const pincodeState = stateKey(place.state);
  if (stateKey(state) !== pincodeState) return 'STATE';
  const statesOfCity = districts().get(key(city));
  if (statesOfCity && !statesOfCity.has(pincodeState)) return 'CITY';
  return null;
}
