import { describe, expect, it } from 'vitest';
import { effectiveSettings, settingsSignature, UNREADABLE_KEY_NOTICE, type StoredAiSettings } from './stored-settings';

const env = { apiKey: 'sk-env', baseUrl: 'http://models.internal:8080/v1', model: 'env-model' };
const at = new Date('2026-11-01T10:00:00Z');
const open = (sealed: string) => (sealed.startsWith('sealed:') ? sealed.slice(7) : null);
const saved = (value: Partial<StoredAiSettings>) => ({
  value: { engine: 'model' as const, baseUrl: null, model: 'm', apiKey: null, ...value },
  updatedAt: at,
});

describe('effective AI settings', () => {
  it('when nothing was saved, then the environment decides: a key means the model, none the offline engine', () => {
    expect(effectiveSettings(env, null, open)).toMatchObject({
      engine: 'model',
      baseUrl: env.baseUrl,
      model: 'env-model',
      apiKey: 'sk-env',
      keySource: 'environment',
      source: 'environment',
    });
    expect(effectiveSettings({ ...env, apiKey: '  ' }, null, open)).toMatchObject({
      engine: 'offline',
      apiKey: null,
      keySource: null,
    });
  });

  it('when settings were saved, then they win; the key is the environment’s (null), none (empty) or the saved one', () => {
    expect(effectiveSettings(env, saved({ engine: 'offline' }), open)).toMatchObject({
      engine: 'offline',
      baseUrl: null,
      model: 'm',
      apiKey: 'sk-env',
      keySource: 'environment',
      source: 'saved',
      updatedAt: at,
    });
    expect(effectiveSettings(env, saved({ apiKey: '' }), open)).toMatchObject({ apiKey: null, keySource: null });
    expect(effectiveSettings(env, saved({ apiKey: 'sealed:sk-admin' }), open)).toMatchObject({
      apiKey: 'sk-admin',
      keySource: 'saved',
      notice: null,
    });
  });

  it('when the saved key cannot be opened, then no key is used and the notice asks for it again', () => {
    expect(effectiveSettings(env, saved({ apiKey: 'v1.other-secret' }), open)).toMatchObject({
      apiKey: null,
      keySource: null,
      notice: UNREADABLE_KEY_NOTICE,
    });
  });

  it('when only the base URL, model or key differ, then the signature differs; the offline engine has one signature', () => {
    const a = effectiveSettings(env, saved({}), open);
    expect(settingsSignature(a)).not.toBe(settingsSignature({ ...a, model: 'other' }));
    expect(settingsSignature(a)).not.toBe(settingsSignature({ ...a, apiKey: 'sk-other' }));
    expect(settingsSignature({ ...a, engine: 'offline' })).toBe(
      settingsSignature({ ...a, engine: 'offline', model: 'x', baseUrl: 'http://x' }),
    );
  });
});
