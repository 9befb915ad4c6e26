export * from './blogs';
export * from './requests';
export * from './sessions';
export * from './users';
