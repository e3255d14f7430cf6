import {catalogAnalyticsSpecs} from '../fixtures';

catalogAnalyticsSpecs({
  collection: 'razors-1',
  search: 'razor',
  product: 'full-body-trimmer-for-men',
});
