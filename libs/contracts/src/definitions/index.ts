export * from './common';
export * from './aliases';
export * from './sections';
export * from './plant';
export * from './catalogue-sections';
export * from './crop-sections';
export * from './licence-sections';
export * from './mrl-sections';
