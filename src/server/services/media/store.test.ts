import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileMediaStore, isMediaKey, mediaTypeOf } from './store';

describe('media keys', () => {
  it('accept only keys the server makes', () => {
    expect(isMediaKey('12/k3x9abc/640.avif')).toBe(true);
    expect(isMediaKey('12/k3x9abc/640.jpg')).toBe(true);
    expect(isMediaKey('12/k3x9abc', 'folder')).toBe(true);
    for (const bad of [
      '',
      '../secret.key',
      '12/../../secret.webp',
      '12/./640.webp',
      '/etc/passwd.jpg',
      '12\\..\\640.webp',
      '12/k3x9/640.svg',
      '12/k3x9/640.html',
      '12/k3x9/640',
      '12/k3x9/.hidden.webp',
      '12//640.webp',
      '12/K3X9/640.webp',
      '12/k3x9/640.webp\0.png',
      '12/k3x9/640.avif.tmp',
      `${'a/'.repeat(9)}640.webp`,
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
    expect(isMediaKey('12/k3x9/640.webp', 'folder')).toBe(false);
  });

  it('type files by their extension', () => {
    expect(mediaTypeOf('1/a/320.avif')).toBe('image/avif');
    expect(mediaTypeOf('1/a/320.webp')).toBe('image/webp');
    expect(mediaTypeOf('1/a/320.jpg')).toBe('image/jpeg');
    expect(mediaTypeOf('1/a/320.png')).toBeNull();
  });
});

describe('file media store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sf-media-'));
  const store = createFileMediaStore(path.join(root, 'media'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes, serves and deletes a folder of files', async () => {
    await store.put('7/abc/320.webp', Buffer.from('webp bytes'), 'image/webp');
    await store.put('7/abc/640.webp', Buffer.from('bigger webp bytes'), 'image/webp');
    await store.put('7/def/320.avif', Buffer.from('other'), 'image/avif');
    const got = await store.get('7/abc/320.webp');
    expect(got).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(await text(got!.body)).toBe('webp bytes');
    // No temporary files left beside the real ones.
    expect(readdirSync(path.join(root, 'media/7/abc')).sort()).toEqual(['320.webp', '640.webp']);

    await store.delete('7/abc');
    expect(await store.get('7/abc/320.webp')).toBeNull();
    expect(existsSync(path.join(root, 'media/7/def/320.avif'))).toBe(true);
    await store.delete('7/def');
    // The product's folder goes with its last image.
    expect(existsSync(path.join(root, 'media/7'))).toBe(false);
    await store.delete('7/never-there');
  });

  it('refuses keys outside its rules and never reads outside its folder', async () => {
    writeFileSync(path.join(root, 'secret.webp'), 'secret');
    await expect(store.put('../secret.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.put('1/a/1.webp', Buffer.from('x'), 'image/avif')).rejects.toThrow();
    await expect(store.delete('..')).rejects.toThrow();
    await expect(store.delete('1/a/1.webp')).rejects.toThrow();
    expect(await store.get('../secret.webp')).toBeNull();
    expect(await store.get('1/../../secret.webp')).toBeNull();
    expect(await store.get('missing/x/1.webp')).toBeNull();
    expect(existsSync(path.join(root, 'secret.webp'))).toBe(true);
  });

  it('builds addresses under its base URL', () => {
    expect(store.url('7/abc/320.webp')).toBe('/media/7/abc/320.webp');
    expect(createFileMediaStore(root, 'https://cdn.example.com/m').url('1/a/1.jpg')).toBe(
      'https://cdn.example.com/m/1/a/1.jpg',
    );
  });
});
