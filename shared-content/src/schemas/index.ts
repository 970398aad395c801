export * from './article';
