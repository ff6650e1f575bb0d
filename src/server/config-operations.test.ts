import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from './config';

/** The operations variables (docs/operations.md). */
describe('operations config', () => {
  it('sheds load, serves metrics on loopback and traces nothing by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SHED_TARGET_WAIT_MS: 500,
      MAX_EVENT_LOOP_DELAY_MS: 1000,
      MAX_IN_FLIGHT: 256,
      MAX_RSS_MB: 0,
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      OTEL_SERVICE_NAME: 'storefront',
    });
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('turns the ops listener off, or picks a port', () => {
    expect(loadConfig({ METRICS_PORT: 'off' }).METRICS_PORT).toBe('off');
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('refuses a short metrics token and an endpoint that is not a URL', () => {
    let error: unknown;
    try {
      loadConfig({ METRICS_TOKEN: 'short', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' });
    } catch (e) {
      error = e;
    }
    const issues = (error as ConfigError).issues.join('\n');
    expect(issues).toMatch(/METRICS_TOKEN/);
    expect(issues).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('sheds nothing in tests, whose fixtures block the event loop', () => {
    expect(testConfig()).toMatchObject({
      SHED_TARGET_WAIT_MS: 0,
      MAX_EVENT_LOOP_DELAY_MS: 0,
      MAX_IN_FLIGHT: 0,
    });
  });
});
