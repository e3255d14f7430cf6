import {Link} from 'react-router';
import {EXACT_SEARCH_PARAM} from './params';

export interface SearchCorrectionProps {
  /** The words searched instead of what was typed (Understanding.correction). */
  correction: string;
  /** What the shopper typed. */
  typed: string;
  /** The store's search page path in the page's language (`/search`, `/hi/search`). */
  searchPath: string;
  /** "Showing results for" / "Search instead for" in the page's language; the words follow in quotes. */
  labels: {showing: string; instead: string};
  onNavigate?: () => void;
}

/** The search page's and overlay's "Showing results for 'trimmer'" line with a link to what was typed. */
export function SearchCorrection({
  correction,
  typed,
  searchPath,
  labels,
  onNavigate,
}: SearchCorrectionProps) {
  const exact = `${searchPath}?${new URLSearchParams({q: typed, [EXACT_SEARCH_PARAM]: '1'})}`;
  return (
    <p className="search-correction" data-testid="search-correction">
      {labels.showing} <strong>“{correction}”</strong>.{' '}
      <Link to={exact} onClick={onNavigate} data-testid="search-exact">
        {labels.instead} “{typed}”
      </Link>
    </p>
  );
}
