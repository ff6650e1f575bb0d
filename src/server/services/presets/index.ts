export { createPresetsService } from './presets.js';
