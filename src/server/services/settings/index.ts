export * from './settings-service';
