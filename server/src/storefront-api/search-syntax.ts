/**
 * Shopify's search query syntax: `field:value`, comparisons (`field:>5`, `field:<=5`), free-text
 * terms, quoted phrases, `AND` (also implicit), `OR`, `NOT` / `-` negation, parentheses and `*`.
 * AND binds tighter than OR.
 */

export type Comparator = ':' | '>' | '<' | '>=' | '<=';

export interface Term {
  kind: 'term';
  /** Lower-cased field name, or null for free text. */
  field: string | null;
  op: Comparator;
  value: string;
  /** The value was quoted. */
  phrase: boolean;
  /** The value ended with `*` (prefix match requested). */
  wildcard: boolean;
}

export type QueryNode =
  | Term
  | {kind: 'and'; children: QueryNode[]}
  | {kind: 'or'; children: QueryNode[]}
  | {kind: 'not'; child: QueryNode};

type Token =
  | {type: 'lparen'}
  | {type: 'rparen'}
  | {type: 'and'}
  | {type: 'or'}
  | {type: 'not'}
  | {type: 'term'; term: Term; negated: boolean};

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = input.length;
  const readValue = (): {value: string; phrase: boolean} => {
    if (input[i] === '"' || input[i] === "'") {
      const quote = input[i++];
      let value = '';
      while (i < n && input[i] !== quote) {
        if (input[i] === '\\' && i + 1 < n) i++;
        value += input[i++];
      }
      i++; // closing quote
      return {value, phrase: true};
    }
    let value = '';
    while (
      i < n &&
      !/\s/.test(input[i]) &&
      input[i] !== '(' &&
      input[i] !== ')'
    ) {
      if (input[i] === '"' && value.includes(':')) {
        // field:"quoted value" keeps its quotes; the field parser strips them.
        const close = input.indexOf('"', i + 1);
        const stop = close === -1 ? n : close + 1;
        value += input.slice(i, stop);
        i = stop;
        continue;
      }
      if (input[i] === '\\' && i + 1 < n) i++;
      value += input[i++];
    }
    return {value, phrase: false};
  };
  while (i < n) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(') {
      tokens.push({type: 'lparen'});
      i++;
      continue;
    }
    if (c === ')') {
      tokens.push({type: 'rparen'});
      i++;
      continue;
    }
    let negated = false;
    if (c === '-' && i + 1 < n && !/[\s)]/.test(input[i + 1])) {
      negated = true;
      i++;
      if (input[i] === '(') {
        tokens.push({type: 'not'});
        continue;
      }
    }
    const start = i;
    const first = readValue();
    if (
      !first.phrase &&
      !negated &&
      (first.value === 'AND' || first.value === 'OR' || first.value === 'NOT')
    ) {
      tokens.push({type: first.value.toLowerCase() as 'and' | 'or' | 'not'});
      continue;
    }
    let term: Term;
    const fieldMatch = first.phrase
      ? null
      : /^([A-Za-z_][\w.]*):(.*)$/.exec(first.value);
    if (fieldMatch) {
      const field = fieldMatch[1].toLowerCase();
      const rest = fieldMatch[2];
      let phrase = false;
      const opMatch = /^(>=|<=|>|<)?(.*)$/.exec(rest)!;
      const op = (opMatch[1] ?? ':') as Comparator;
      let value = opMatch[2];
      // Values such as `field:"a b"` that started quoted mid-token.
      if (/^".*"$/.test(value) && value.length >= 2) {
        value = value.slice(1, -1);
        phrase = true;
      }
      const wildcard = !phrase && value.endsWith('*');
      term = {
        kind: 'term',
        field,
        op,
        value: wildcard ? value.slice(0, -1) : value,
        phrase,
        wildcard,
      };
    } else {
      const wildcard = !first.phrase && first.value.endsWith('*');
      const value = wildcard ? first.value.slice(0, -1) : first.value;
      term = {
        kind: 'term',
        field: null,
        op: ':',
        value,
        phrase: first.phrase,
        wildcard,
      };
    }
    if (i === start) i++; // never loop forever on odd input
    if (term.value === '' && term.field === null) continue;
    tokens.push({type: 'term', term, negated});
  }
  return tokens;
}

/** Parses a query; an empty query gives null (match everything). Never throws. */
export function parseSearchQuery(
  input: string | null | undefined,
): QueryNode | null {
  if (!input || !input.trim()) return null;
  const tokens = tokenize(input);
  let pos = 0;

  const parseOr = (): QueryNode | null => {
    const children: QueryNode[] = [];
    const first = parseAnd();
    if (first) children.push(first);
    while (tokens[pos]?.type === 'or') {
      pos++;
      const next = parseAnd();
      if (next) children.push(next);
    }
    if (!children.length) return null;
    return children.length === 1 ? children[0] : {kind: 'or', children};
  };

  const parseAnd = (): QueryNode | null => {
    const children: QueryNode[] = [];
    while (pos < tokens.length) {
      const token = tokens[pos];
      if (token.type === 'or' || token.type === 'rparen') break;
      if (token.type === 'and') {
        pos++;
        continue;
      }
      const unary = parseUnary();
      if (unary) children.push(unary);
    }
    if (!children.length) return null;
    return children.length === 1 ? children[0] : {kind: 'and', children};
  };

  const parseUnary = (): QueryNode | null => {
    const token = tokens[pos];
    if (!token) return null;
    if (token.type === 'not') {
      pos++;
      const child = parseUnary();
      return child ? {kind: 'not', child} : null;
    }
    if (token.type === 'lparen') {
      pos++;
      const inner = parseOr();
      if (tokens[pos]?.type === 'rparen') pos++;
      return inner;
    }
    if (token.type === 'term') {
      pos++;
      return token.negated ? {kind: 'not', child: token.term} : token.term;
    }
    pos++; // stray token
    return null;
  };

  const parts: QueryNode[] = [];
  while (pos < tokens.length) {
    const node = parseOr();
    if (node) parts.push(node);
    if (tokens[pos]?.type === 'rparen') pos++; // unbalanced ')'
  }
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : {kind: 'and', children: parts};
}

/** Evaluates a parsed query; `matchTerm` decides single terms. A null query matches everything. */
export function evaluateQuery(
  node: QueryNode | null,
  matchTerm: (term: Term) => boolean,
): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return matchTerm(node);
    case 'and':
      return node.children.every((child) => evaluateQuery(child, matchTerm));
    case 'or':
      return node.children.some((child) => evaluateQuery(child, matchTerm));
    case 'not':
      return !evaluateQuery(node.child, matchTerm);
  }
}

/** Free-text terms that are not negated (for relevance scoring and suggestions). */
export function positiveTextTerms(
  node: QueryNode | null,
  out: Term[] = [],
): Term[] {
  if (!node) return out;
  if (node.kind === 'term') {
    if (node.field === null) out.push(node);
  } else if (node.kind === 'and' || node.kind === 'or') {
    for (const child of node.children) positiveTextTerms(child, out);
  }
  return out;
}

// ---- helpers for matchers ----

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'of',
  'and',
  'with',
  'to',
  'in',
  'on',
  'by',
  'at',
  '&',
]);

export function isStopword(term: Term): boolean {
  return (
    !term.phrase &&
    term.field === null &&
    STOPWORDS.has(term.value.toLowerCase())
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BOUNDARY = '(?:^|[^\\p{L}\\p{M}\\p{N}])';

/**
 * Word match, case-insensitive: `value` starts a word of `text` (prefix) or is a whole word
 * (`prefix: false`). A trailing plural `s`/`es` of the value is forgiven.
 */
export function matchesWords(
  text: string,
  value: string,
  prefix: boolean,
): boolean {
  const needle = value.trim().toLowerCase();
  if (!needle) return true;
  const haystack = text.toLowerCase();
  const variants = [needle];
  if (needle.length > 3 && needle.endsWith('es'))
    variants.push(needle.slice(0, -2));
  if (needle.length > 3 && needle.endsWith('s'))
    variants.push(needle.slice(0, -1));
  return variants.some((v) => {
    const end = prefix ? '' : '(?:s|es)?(?=$|[^\\p{L}\\p{M}\\p{N}])';
    return new RegExp(
      `${BOUNDARY}${escapeRegExp(v).replace(/\s+/g, '\\s+')}${end}`,
      'u',
    ).test(haystack);
  });
}

/** Compares strings or numbers with a comparator; `:` is equality. */
export function compareWith(
  op: Comparator,
  actual: number | string,
  expected: number | string,
): boolean {
  switch (op) {
    case ':':
      return actual === expected;
    case '>':
      return actual > expected;
    case '<':
      return actual < expected;
    case '>=':
      return actual >= expected;
    case '<=':
      return actual <= expected;
  }
}

/**
 * Date comparison: the term value is a date or date-time (or `now`); `:` on a bare date matches
 * that whole day.
 */
export function compareDate(
  op: Comparator,
  actualIso: string,
  value: string,
): boolean {
  const v = value.trim().toLowerCase();
  const expected = v === 'now' ? new Date() : new Date(value);
  if (Number.isNaN(expected.getTime())) return false;
  const actual = new Date(actualIso).getTime();
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const startMs = expected.getTime();
  const endMs = isDay ? startMs + 86_400_000 : startMs + 1;
  switch (op) {
    case ':':
      return actual >= startMs && actual < endMs;
    case '>':
      return actual >= endMs;
    case '>=':
      return actual >= startMs;
    case '<':
      return actual < startMs;
    case '<=':
      return actual < endMs;
  }
}

export function parseBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}
