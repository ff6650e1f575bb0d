import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceVerificationUrl } from '#domain/invoices/ksef-qr';
import { openApiMismatches } from '#tests/setup/ksef-openapi';
import { crc8, startKsefStandIn, type KsefStandIn } from '#tests/setup/ksef-stand-in';
import { createKsefClient, type KsefClientOptions, type KsefRefs } from './client';
import { KsefAuthFailed, KsefRejected, KsefUnavailable } from './errors';
import { ksefOutcome } from './outcome';

/** A document with what KSeF reads before its schema: the seller, the kind, the number, the date. */
function invoiceXml(number: string, nip = '5265877635', issueDate = todayInPoland()): Uint8Array {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>${nip}</NIP><Nazwa>Dom i Styl sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>1111111111</NIP><Nazwa>Kupiec SA</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa><KodWaluty>PLN</KodWaluty><P_1>${issueDate}</P_1><P_2>${number}</P_2><P_15>123.00</P_15><RodzajFaktury>VAT</RodzajFaktury></Fa>
</Faktura>`,
    'utf8',
  );
}
const todayInPoland = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('base64');
const KSEF_NUMBER = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

let ksef: KsefStandIn;
let clients: Array<ReturnType<typeof createKsefClient>>;

beforeEach(async () => {
  ksef = await startKsefStandIn();
  clients = [];
});
afterEach(async () => {
  for (const c of clients) await c.close();
  await ksef.close();
  // Whatever the test did, the client sent and the stand-in answered only what KSeF's API defines.
  expect(openApiMismatches(ksef.calls)).toEqual([]);
});

function client(overrides: Partial<KsefClientOptions> = {}) {
  const c = createKsefClient({
    apiUrl: ksef.url,
    token: ksef.token,
    // Long enough for a loaded machine's normal answer; the hung requests wait it out.
    timeoutMs: 1500,
    pollIntervalMs: 5,
    pollTimeoutMs: 2000,
    ...overrides,
  });
  clients.push(c);
  return c;
}

/** What a queue job would keep in its row between tries. */
function store() {
  const saved: KsefRefs[] = [];
  return {
    saved,
    save: async (refs: KsefRefs) => {
      saved.push(structuredClone(refs));
    },
    get last() {
      return saved.at(-1) ?? null;
    },
  };
}

const sends = () => ksef.calls.filter((c) => c.endpoint === 'send').length;
const accepted = () => ksef.received.filter((i) => i.status.code === 200);

describe('KSeF numbers', () => {
  it("checks the CRC-8 on numer-ksef.md's and the OpenAPI's examples", () => {
    for (const n of [
      '5265877635-20250826-0100001AF629-AF',
      '5265877635-20250626-010080DD2B5E-26',
      '5265877635-20250916-0200A0D6723E-C2',
    ]) {
      const hex = crc8(n.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0');
      expect(hex).toBe(n.slice(33));
    }
  });
});

describe('KSeF client against the stand-in', () => {
  it('authenticates with the token, sends the encrypted invoice and answers its number and UPO', async () => {
    const ksefClient = client();
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0001');
    const result = await ksefClient.submit({ xml, nip: ksef.nip, save: refs.save });

    expect(result.state).toBe('accepted');
    if (result.state !== 'accepted') return;
    const m = KSEF_NUMBER.exec(result.ksefNumber)!;
    expect(m[1]).toBe(ksef.nip);
    expect(crc8(result.ksefNumber.slice(0, 32))).toBe(parseInt(m[4]!, 16));
    expect(result.acquiredAt).toBeInstanceOf(Date);
    expect(Math.abs(result.acquiredAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(result.invoicingMode).toBe('Online');
    expect(result.alreadyInKsef).toBe(false);
    expect(result.upo).toContain(`<NumerKSeFDokumentu>${result.ksefNumber}</NumerKSeFDokumentu>`);
    expect(result.upo).toContain(`<SkrotDokumentu>${sha256(xml)}</SkrotDokumentu>`);

    // The stand-in decrypted exactly these bytes, under the session's key.
    expect(ksef.received).toHaveLength(1);
    expect(ksef.received[0]!.xml).toBe(Buffer.from(xml).toString('utf8'));
    // The refs were saved before the send (no invoice ref yet) and after it.
    expect(refs.saved.map((r) => r.invoiceRef === null)).toEqual([true, false]);
    expect(result.refs).toEqual(refs.last);
    expect(result.refs.invoiceHash).toBe(sha256(xml));

    // One authentication, one session; a second invoice reuses both.
    const second = await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0002'), nip: ksef.nip });
    expect(second.state).toBe('accepted');
    expect(ksef.calls.filter((c) => c.endpoint === 'ksef-token')).toHaveLength(1);
    expect(ksef.sessions.size).toBe(1);

    // Closing the client closes KSeF's session.
    await ksefClient.close();
    expect([...ksef.sessions.values()].every((s) => !s.open)).toBe(true);
    expect(ksef.calls.filter((c) => c.endpoint === 'close')).toHaveLength(1);

    // The PDF's KOD I is built from the same hash.
    expect(
      invoiceVerificationUrl({
        qrBaseUrl: 'https://qr.ksef.mf.gov.pl',
        sellerNip: ksef.nip,
        issueDate: todayInPoland(),
        invoiceHash: result.refs.invoiceHash,
      }),
    ).toBe(
      `https://qr.ksef.mf.gov.pl/invoice/${ksef.nip}/${todayInPoland().split('-').reverse().join('-')}/${createHash('sha256').update(xml).digest('base64url')}`,
    );
  });

  it("answers KSeF's rejection with KSeF's own code and message, and sends nothing again", async () => {
    ksef.verdicts.push({
      code: 450,
      description: 'Błąd weryfikacji semantyki dokumentu faktury',
      details: ['Suma P_15 nie zgadza się z pozycjami faktury.'],
    });
    const ksefClient = client();
    const refs = store();
    const result = await ksefClient.submit({
      xml: invoiceXml('FV/2026/12/0003'),
      nip: ksef.nip,
      save: refs.save,
    });
    expect(result).toMatchObject({
      state: 'rejected',
      error: {
        code: 450,
        description: 'Błąd weryfikacji semantyki dokumentu faktury',
        details: ['Suma P_15 nie zgadza się z pozycjami faktury.'],
        message:
          '450: Błąd weryfikacji semantyki dokumentu faktury (Suma P_15 nie zgadza się z pozycjami faktury.)',
      },
    });
    // Asked again with its refs (a retried job), it is still the rejection: no second send.
    const again = await ksefClient.submit({
      xml: invoiceXml('FV/2026/12/0003'),
      nip: ksef.nip,
      previous: refs.last,
    });
    expect(again.state).toBe('rejected');
    expect(sends()).toBe(1);
  });

  it('a file KSeF cannot read is rejected (430), with its details', async () => {
    const result = await client().submit({ xml: Buffer.from('not xml at all'), nip: ksef.nip });
    expect(result).toMatchObject({
      state: 'rejected',
      error: { code: 430, description: 'Błąd weryfikacji pliku faktury' },
    });
  });

  it("a lost send's answer (timeout) is retried by asking KSeF first: sent once", async () => {
    ksef.faults.push({ on: 'send', kind: 'hang' });
    const ksefClient = client();
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0004');
    // The stand-in never answers the send: the client gives up, the invoice was not taken.
    await expect(ksefClient.submit({ xml, nip: ksef.nip, save: refs.save })).rejects.toThrow(
      KsefUnavailable,
    );
    expect(refs.last).toMatchObject({ invoiceRef: null });
    expect(ksef.received).toHaveLength(0);

    // Now KSeF takes it and the answer is lost on the way back.
    ksef.faults.push({ on: 'send', kind: 'lost' });
    await expect(
      ksefClient.submit({ xml, nip: ksef.nip, previous: refs.last, save: refs.save }),
    ).rejects.toThrow(KsefUnavailable);
    expect(ksef.received).toHaveLength(1);
    expect(refs.last).toMatchObject({ invoiceRef: null });

    // The retry finds it in its session by the file's hash and does not send it again.
    const result = await ksefClient.submit({
      xml,
      nip: ksef.nip,
      previous: refs.last,
      save: refs.save,
    });
    expect(result.state).toBe('accepted');
    expect(ksef.received).toHaveLength(1);
    expect(sends()).toBe(2); // the hung one (nothing taken) and the lost one
    expect(result.refs.invoiceRef).toBe(ksef.received[0]!.referenceNumber);
    expect(refs.last).toEqual(result.refs);
  });

  it('a status read that times out resumes from the invoice ref, and 429/503 are retryable', async () => {
    const ksefClient = client();
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0005');
    ksef.faults.push({ on: 'invoice-status', kind: 'hang' });
    await expect(ksefClient.submit({ xml, nip: ksef.nip, save: refs.save })).rejects.toThrow(
      KsefUnavailable,
    );
    expect(refs.last?.invoiceRef).toBeTruthy();

    ksef.faults.push({ on: 'invoice-status', kind: '429' });
    const limited = await ksefClient
      .submit({ xml, nip: ksef.nip, previous: refs.last, save: refs.save })
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(KsefUnavailable);
    expect(limited).toMatchObject({ httpStatus: 429, retryAfterMs: 1000, retryable: true });

    ksef.faults.push({ on: 'invoice-status', kind: '503' });
    await expect(
      ksefClient.submit({ xml, nip: ksef.nip, previous: refs.last }),
    ).rejects.toMatchObject({
      name: 'KsefUnavailable',
      httpStatus: 503,
    });

    const result = await ksefClient.submit({
      xml,
      nip: ksef.nip,
      previous: refs.last,
      save: refs.save,
    });
    expect(result.state).toBe('accepted');
    expect(ksef.received).toHaveLength(1);
  });

  it('rejected, then timing out, then down and recovering: exactly one invoice accepted', async () => {
    const ksefClient = client();
    // 1. KSeF rejects the first document.
    ksef.verdicts.push({ code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury' });
    const rejected = await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0006'), nip: ksef.nip });
    expect(rejected.state).toBe('rejected');

    // 2. The corrected one's send times out after KSeF took it.
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0007');
    ksef.faults.push({ on: 'send', kind: 'lost' });
    await expect(ksefClient.submit({ xml, nip: ksef.nip, save: refs.save })).rejects.toThrow(
      KsefUnavailable,
    );

    // 3. KSeF is down: every retry fails as retryable, nothing is sent.
    ksef.down = true;
    for (let i = 0; i < 3; i++) {
      const error = await ksefClient
        .submit({ xml, nip: ksef.nip, previous: refs.last, save: refs.save })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KsefUnavailable);
      expect((error as KsefUnavailable).retryable).toBe(true);
    }

    // 4. It recovers: the retry finds the invoice it had, and it is accepted once.
    ksef.down = false;
    const result = await ksefClient.submit({
      xml,
      nip: ksef.nip,
      previous: refs.last,
      save: refs.save,
    });
    expect(result.state).toBe('accepted');
    expect(ksef.received.map((i) => i.invoiceNumber)).toEqual([
      'FV/2026/12/0006',
      'FV/2026/12/0007',
    ]);
    expect(accepted()).toHaveLength(1);
    expect(accepted()[0]!.ksefNumber).toBe(result.state === 'accepted' ? result.ksefNumber : null);
  });

  it("sent twice after all (refs lost): KSeF's duplicate check names the first, answered as accepted", async () => {
    const xml = invoiceXml('FV/2026/12/0008');
    const first = await client().submit({ xml, nip: ksef.nip });
    // Another process, knowing nothing of the first try, sends the same file again.
    const second = await client().submit({ xml, nip: ksef.nip });
    expect(first.state).toBe('accepted');
    expect(second.state).toBe('accepted');
    if (first.state !== 'accepted' || second.state !== 'accepted') return;
    expect(ksef.received.map((i) => i.status.code)).toEqual([200, 440]);
    expect(second).toMatchObject({
      ksefNumber: first.ksefNumber,
      alreadyInKsef: true,
      refs: first.refs,
    });
    expect(second.upo).toContain(first.ksefNumber);
    expect(accepted()).toHaveLength(1);

    // A different document under a number already in KSeF is KSeF's 440, for staff to see.
    const other = await client().submit({
      xml: invoiceXml('FV/2026/12/0008', ksef.nip, '2026-01-02'),
      nip: ksef.nip,
    });
    expect(other).toMatchObject({
      state: 'rejected',
      error: { code: 440, description: 'Duplikat faktury' },
    });
  });

  it('refreshes the access token when it is near its end, and re-authenticates after a 401', async () => {
    let offset = 0;
    const ksefClient = client({ now: () => new Date(Date.now() + offset) });
    await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0009'), nip: ksef.nip });
    offset = 14.5 * 60_000; // 30 s before the stand-in's 15 minutes
    ksef.accessTtlMs = 30 * 60_000; // the refreshed one lasts past the shifted clock
    await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0010'), nip: ksef.nip });
    expect(ksef.calls.filter((c) => c.endpoint === 'refresh')).toHaveLength(1);
    expect(ksef.calls.filter((c) => c.endpoint === 'ksef-token')).toHaveLength(1);

    // KSeF forgets every access token (revoked): the next call answers 401 and the client logs in anew.
    offset = 0;
    ksef.revokeAccessTokens();
    const result = await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0011'), nip: ksef.nip });
    expect(result.state).toBe('accepted');
    expect(ksef.calls.filter((c) => c.endpoint === 'ksef-token')).toHaveLength(2);
    expect(ksef.received).toHaveLength(3);
  });

  it("follows a rotation of KSeF's keys, and never picks an expired certificate", async () => {
    const ksefClient = client();
    expect(
      (await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0012'), nip: ksef.nip })).state,
    ).toBe('accepted');
    await ksefClient.close();
    ksef.rotateKeys();
    // The cached certificates are now withdrawn: 21470, the list is read again, the session opens.
    expect(
      (await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0013'), nip: ksef.nip })).state,
    ).toBe('accepted');
    expect(ksef.calls.filter((c) => c.endpoint === 'certificates')).toHaveLength(2);
  });

  it("a wrong token is KsefAuthFailed with KSeF's words, never the token", async () => {
    const wrong = `${ksef.token.slice(0, -4)}beef`;
    const error = await client({ token: wrong })
      .submit({ xml: invoiceXml('FV/2026/12/0014'), nip: ksef.nip })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefAuthFailed);
    expect((error as KsefAuthFailed).message).toBe(
      'KSeF refused the KSeF token: 450: Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu (Nieprawidłowy token)',
    );
    expect((error as KsefAuthFailed).retryable).toBe(false);
    expect(ksef.received).toHaveLength(0);

    // A token for another NIP's context: no permissions there.
    const elsewhere = await client()
      .submit({ xml: invoiceXml('FV/2026/12/0015', '1111111111'), nip: '1111111111' })
      .catch((e: unknown) => e);
    expect(elsewhere).toBeInstanceOf(KsefAuthFailed);
    expect((elsewhere as Error).message).toMatch(/415.*Brak przypisanych uprawnień/);
  });

  it('writes neither the KSeF token nor any access token to the log or an error', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino({ level: 'trace' }, sink);
    const errors: unknown[] = [];
    const keep = (e: unknown) => {
      errors.push(e);
      log.warn({ err: e }, 'ksef submit failed');
    };
    const ksefClient = client({ log });
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0016');
    await ksefClient.submit({ xml, nip: ksef.nip, save: refs.save });
    ksef.faults.push({ on: 'send', kind: 'lost' }, { on: 'open', kind: '503' });
    await ksefClient.close(); // the next one opens a session: 503
    await ksefClient
      .submit({ xml: invoiceXml('FV/2026/12/0017'), nip: ksef.nip, save: refs.save })
      .catch(keep);
    await ksefClient
      .submit({ xml: invoiceXml('FV/2026/12/0017'), nip: ksef.nip, save: refs.save })
      .catch(keep);
    ksef.down = true;
    await ksefClient
      .submit({ xml: invoiceXml('FV/2026/12/0017'), nip: ksef.nip, previous: refs.last })
      .catch(keep);
    ksef.down = false;
    await client({ token: `${ksef.token}x`, log })
      .submit({ xml, nip: ksef.nip })
      .catch(keep);
    await ksefClient.close();

    expect(errors).toHaveLength(4);
    expect(lines.length).toBeGreaterThan(5);
    const written = [
      ...lines,
      ...errors.map((e) => `${String(e)} ${(e as Error).stack} ${JSON.stringify(e)}`),
    ].join('\n');
    expect(written).toContain('ksef session opened');
    expect(written).not.toContain(ksef.token);
    expect(written).not.toContain(ksef.token.split('|').at(-1));
    expect(ksef.issuedTokens.length).toBeGreaterThan(2);
    for (const token of ksef.issuedTokens) expect(written).not.toContain(token);
  });

  it('answers `processing` while KSeF verifies past the wait, and the retry only reads its status', async () => {
    ksef.processingReads = 1000;
    const ksefClient = client({ pollTimeoutMs: 100 });
    const refs = store();
    const xml = invoiceXml('FV/2026/12/0018');
    const first = await ksefClient.submit({ xml, nip: ksef.nip, save: refs.save });
    expect(first).toMatchObject({ state: 'processing', refs: refs.last });
    expect(ksefOutcome(first)).toMatchObject({ status: 'sent', next: 'again' });
    ksef.received[0]!.statusReadsLeft = 0;
    const later = await ksefClient.submit({
      xml,
      nip: ksef.nip,
      previous: refs.last,
      save: refs.save,
    });
    expect(later.state).toBe('accepted');
    expect(sends()).toBe(1);
  });

  it('closes a session left unused', async () => {
    const ksefClient = client({ sessionIdleMs: 50 });
    await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0019'), nip: ksef.nip });
    await expect.poll(() => [...ksef.sessions.values()].map((s) => s.open)).toEqual([false]);
    // The next invoice opens a new one.
    await ksefClient.submit({ xml: invoiceXml('FV/2026/12/0020'), nip: ksef.nip });
    expect(ksef.sessions.size).toBe(2);
  });

  it('ten invoices at once share one authentication and one session, each accepted once', async () => {
    const ksefClient = client();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ksefClient.submit({
          xml: invoiceXml(`FV/2026/12/1${String(i).padStart(3, '0')}`),
          nip: ksef.nip,
        }),
      ),
    );
    expect(results.map((r) => r.state)).toEqual(Array(10).fill('accepted'));
    const numbers = results.map((r) => (r.state === 'accepted' ? r.ksefNumber : null));
    expect(new Set(numbers).size).toBe(10);
    expect(ksef.calls.filter((c) => c.endpoint === 'ksef-token')).toHaveLength(1);
    expect(ksef.sessions.size).toBe(1);
    expect(accepted()).toHaveLength(10);
  });
});

describe('ksefOutcome', () => {
  const refs = { sessionRef: 's', invoiceRef: 'i', invoiceHash: 'h' };
  it("maps each answer to the invoice's KSeF status and the job's next step", () => {
    expect(
      ksefOutcome({
        state: 'accepted',
        refs,
        ksefNumber: 'n',
        acquiredAt: new Date(),
        invoicingMode: 'Online',
        upo: '<x/>',
        alreadyInKsef: false,
      }),
    ).toEqual({ status: 'accepted', error: null, next: 'done', retryAfterMs: null });
    expect(
      ksefOutcome({
        state: 'rejected',
        refs,
        error: { code: 450, description: 'd', details: [], message: '450: d' },
      }),
    ).toEqual({ status: 'rejected', error: '450: d', next: 'done', retryAfterMs: null });
    expect(
      ksefOutcome(new KsefUnavailable('KSeF invoice send answered 429', 429, [], 30_000)),
    ).toEqual({
      status: 'waiting',
      error: 'KSeF invoice send answered 429',
      next: 'again',
      retryAfterMs: 30_000,
    });
    expect(ksefOutcome(new KsefAuthFailed('KSeF refused the KSeF token', 200))).toMatchObject({
      status: 'waiting',
      next: 'owner',
    });
    expect(ksefOutcome(new KsefRejected('KSeF session open answered 400', 400))).toMatchObject({
      next: 'owner',
    });
    const bug = new TypeError('x is undefined');
    expect(() => ksefOutcome(bug)).toThrow(bug);
  });
});

describe("the check against KSeF's OpenAPI", () => {
  const template = '/sessions/online/{referenceNumber}/invoices';
  const good = {
    invoiceHash: 'EbrK4cOSjW4hEpJaHU71YXSOZZmqP5++dK9nLgTzgV4=',
    invoiceSize: 6480,
    encryptedInvoiceHash: 'miYb1z3Ljw5VucTZslv3Tlt+V/EK1V8Q8evD8HMQ0dc=',
    encryptedInvoiceSize: 6496,
    encryptedInvoiceContent: 'AAAA',
    offlineMode: false,
  };
  const calls = (
    requestBody: unknown,
    responseBody: unknown = { referenceNumber: 'x'.repeat(36) },
  ) => [
    {
      method: 'POST',
      template,
      requestBody,
      status: 202,
      responseBody,
      contentType: 'application/json',
    },
  ];

  it('passes what KSeF defines and catches a stray, a missing or a mistyped field', () => {
    expect(openApiMismatches(calls(good))).toEqual([]);
    expect(openApiMismatches(calls({ ...good, encryptedContent: 'AAAA' }))).toEqual([
      `POST ${template} request.encryptedContent: not in KSeF's schema`,
    ]);
    const { invoiceSize: _, ...missing } = good;
    expect(openApiMismatches(calls(missing))).toEqual([
      `POST ${template} request.invoiceSize: required`,
    ]);
    expect(openApiMismatches(calls({ ...good, invoiceSize: '6480' }))).toEqual([
      `POST ${template} request.invoiceSize: not an integer`,
    ]);
    expect(openApiMismatches(calls(good, { referenceNumber: 'short' }))).toEqual([
      `POST ${template} 202.referenceNumber: shorter than 36`,
    ]);
    expect(
      openApiMismatches([{ method: 'POST', template, requestBody: good, status: 418 }]),
    ).toEqual([`POST ${template}: KSeF lists no 418`]);
  });
});
