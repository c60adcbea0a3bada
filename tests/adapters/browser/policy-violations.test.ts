import { reportPolicyViolations } from '../../../src/adapters/browser/policy-violations';

/** What a browser's securitypolicyviolation event carries (node has no such event class). */
function violation(fields: Partial<SecurityPolicyViolationEvent>): Event {
  return Object.assign(new Event('securitypolicyviolation'), {
    effectiveDirective: 'img-src',
    blockedURI: '',
    sourceFile: '',
    disposition: 'enforce',
    sample: '',
    ...fields,
  });
}

describe('reportPolicyViolations', () => {
  const setUp = () => {
    const target = new EventTarget();
    const reports: { message: string; context?: Readonly<Record<string, string>> }[] = [];
    reportPolicyViolations(target, {
      report: (error, context) => reports.push({ message: (error as Error).message, context }),
    });
    return { target, reports };
  };

  it('reports a violation with its directive, the blocked address without its query and the source file', () => {
    const { target, reports } = setUp();
    target.dispatchEvent(
      violation({
        effectiveDirective: 'img-src',
        blockedURI: 'https://tracker.example/pixel.gif?ssn=536221847&canary=abc',
        sourceFile: 'https://verify.attest.example/overview?rprId=r1&canary=abc',
      }),
    );
    expect(reports).toEqual([
      {
        message: 'Content security policy: img-src blocked https://tracker.example/pixel.gif',
        context: {
          directive: 'img-src',
          blocked: 'https://tracker.example/pixel.gif',
          source: 'https://verify.attest.example/overview',
          disposition: 'enforce',
        },
      },
    ]);
  });

  it('never sends the sample of a blocked inline script, which could hold what was typed', () => {
    const { target, reports } = setUp();
    target.dispatchEvent(
      violation({ effectiveDirective: 'script-src-elem', blockedURI: 'inline', sample: 'ssn=536-22-1847' }),
    );
    expect(JSON.stringify(reports)).not.toContain('536-22-1847');
    expect(reports[0]?.message).toBe('Content security policy: script-src-elem blocked inline');
  });

  it('reports each distinct violation once per page load', () => {
    const { target, reports } = setUp();
    for (let i = 0; i < 5; i += 1) target.dispatchEvent(violation({ blockedURI: `https://a.example/x.png?i=${i}` }));
    target.dispatchEvent(violation({ blockedURI: 'https://b.example/x.png' }));
    target.dispatchEvent(violation({ effectiveDirective: 'connect-src', blockedURI: 'https://b.example/x.png' }));
    expect(reports.map((r) => r.message)).toEqual([
      'Content security policy: img-src blocked https://a.example/x.png',
      'Content security policy: img-src blocked https://b.example/x.png',
      'Content security policy: connect-src blocked https://b.example/x.png',
    ]);
  });
});
