export * from './numeral';
export * from './date';
export * from './time';
export * from './card-number';
