export { createPresetsService } from './presets';
