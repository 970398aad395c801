export * from './article';
export * from './tool';
export * from './quiz';
export * from './guide';
export * from './site';
export * from './content-config';
