import { SandboxLiveness } from '../../../src/adapters/sandbox/sandbox-liveness';
import { SilentErrorReporter } from '../../../src/adapters/sandbox/silent-error-reporter';

describe('SandboxLiveness', () => {
  it('passes by default with a face map and a selfie image, as a video selfie answer needs', async () => {
    const result = await new SandboxLiveness().run();
    expect(result).toEqual({
      ok: true,
      value: {
        status: 'PASSED',
        sessionId: 'sandbox-liveness-1',
        faceScan: expect.any(String),
        faceMap: expect.any(String),
        auditTrailImage: expect.stringMatching(/^iVBORw0KGgo/),
      },
    });
  });

  it('answers UNDETERMINED without a face map when told to', async () => {
    const result = await new SandboxLiveness('UNDETERMINED').run();
    expect(result).toMatchObject({ ok: true, value: { status: 'UNDETERMINED', faceMap: null } });
  });

  it('answers PROVIDER_ERROR without any scan when told to', async () => {
    const result = await new SandboxLiveness('PROVIDER_ERROR').run();
    expect(result).toMatchObject({ ok: true, value: { status: 'PROVIDER_ERROR', faceScan: null, faceMap: null } });
  });

  it.each(['cancelled', 'expired', 'rate-limited', 'busy', 'camera', 'facetec-device-locked-out'] as const)(
    'fails with %s when told to',
    async (failure) => {
      expect(await new SandboxLiveness(failure).run()).toEqual({ ok: false, error: failure });
    },
  );

  it('numbers its sessions so two runs never share an id', async () => {
    const liveness = new SandboxLiveness();
    const first = await liveness.run();
    const second = await liveness.run();
    expect(first.ok && second.ok && first.value.sessionId !== second.value.sessionId).toBe(true);
  });
});

describe('SilentErrorReporter', () => {
  it('counts reports without writing to the console', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      jest.spyOn(console, name).mockImplementation(() => undefined),
    );
    const reporter = new SilentErrorReporter();
    reporter.identify({ email: 'jane@example.com', businessFlow: false, issuerId: null });
    reporter.report(new Error('SSN 123-45-6789 refused'));
    expect(reporter.reported).toBe(1);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});
