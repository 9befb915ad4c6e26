export * from './audit-log';
export * from './blogs';
export * from './contact-messages';
export * from './payments';
export * from './requests';
export * from './sessions';
export * from './users';
