export * from './settings-service.js';
