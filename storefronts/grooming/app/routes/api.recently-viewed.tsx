// GET ?handles=a,b: current price and stock of the recently viewed products (shared/recently-viewed).
export {recentlyViewedLoader as loader} from '@shared/recently-viewed/loader.server';
