export * from './article';
export * from './tool';
