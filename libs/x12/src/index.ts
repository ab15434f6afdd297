export * from './x12-error';
export { type Delimiters, DEFAULT_DELIMITERS } from './segments';
export {
  type EnvelopeHeader,
  IMPLEMENTATION_GUIDE,
  readInterchange,
  type Interchange,
  type FunctionalGroup,
  type TransactionSet,
} from './envelope';
export * from './code-lists';
export * from './dental-categories';
export * from './eligibility-response';
export { read271, type Read271Options } from './eligibility-271';
export { build270, read270, isNpi, type EligibilityRequest, type WriteOptions } from './request-270';
export * from './dental-benefits';
export * from './procedure-answers';
