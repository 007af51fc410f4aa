export * from './messages';
export * from './date';
export * from './number';
export * from './plural';
export * from './text';
export * from './phone';
