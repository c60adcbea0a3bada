import { example, fixture, ROOT, runCli, runJson, runShell } from './run-cli';
import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('attest --help', () => {
  it('prints every command and exits 0', () => {
    const run = runCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of ['check', 'encode', 'request', 'stage', 'case', 'error', 'questions']) {
      expect(run.stdout).toContain(`attest ${command}`);
    }
  });

  it("prints a command's own help", () => {
    const run = runCli(['check', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: attest check KIND VALUE...');
    expect(run.stdout).toContain('bar-license-details');
  });
});

describe('attest check', () => {
  it('accepts a valid SSN and gives the spec message for an invalid one', () => {
    expect(runJson(['check', 'ssn', '536-22-1847', '666-12-3456'])).toEqual([
      { value: '536-22-1847', valid: true, message: null },
      {
        value: '666-12-3456',
        valid: false,
        message: 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN',
      },
    ]);
  });

  it('rejects famous SSNs and accepts an ITIN in the SSN question', () => {
    const rows = runJson(['check', 'ssn', '078-05-1120', '123456789', '912-70-1234']) as { valid: boolean }[];
    expect(rows.map((r) => r.valid)).toEqual([false, false, true]);
  });

  it('refuses the misused, advertising and repeated-block numbers as the question does', () => {
    const rows = runJson(['check', 'ssn', '219-09-9999', '987-65-4321', '123-12-3123', '123-12-3124']) as {
      valid: boolean;
    }[];
    expect(rows.map((r) => r.valid)).toEqual([false, false, false, true]);
  });

  it('refuses e-mail local parts with stray dots or over 64 characters', () => {
    const local64 = 'a'.repeat(64);
    const rows = runJson([
      'check',
      'email',
      '.ann@x.io',
      'ann.@x.io',
      'a..b@x.io',
      `${local64}a@x.io`,
      `${local64}@x.io`,
    ]) as {
      valid: boolean;
      message: string | null;
    }[];
    expect(rows.map((r) => r.message)).toEqual([
      'Invalid email',
      'Invalid email',
      'Invalid email',
      'Invalid email',
      null,
    ]);
  });

  it('gives the e-mail messages of the spec', () => {
    expect(runJson(['check', 'email', 'ann@example.com', 'not-an-email', ''])).toEqual([
      { value: 'ann@example.com', valid: true, message: null },
      { value: 'not-an-email', valid: false, message: 'Invalid email' },
      { value: '', valid: false, message: 'This value is required' },
    ]);
  });

  it('reads JSON values for object kinds', () => {
    const rows = runJson(['check', 'full-name', '{"first":"Ann","last":"Lee"}', '{"first":"Ann","last":"  "}']) as {
      valid: boolean;
      message: string | null;
    }[];
    expect(rows[0]).toMatchObject({ valid: true, message: null });
    expect(rows[1]?.valid).toBe(false);
    expect(rows[1]?.message).toEqual(expect.any(String));
  });

  it('judges birthdays against --today', () => {
    const rows = runJson(['check', 'birthday', '11/21/2026', '11/22/2026', '--today', '2026-11-22']) as {
      valid: boolean;
    }[];
    expect(rows.map((r) => r.valid)).toEqual([true, false]);
  });

  it('judges future dates against --today', () => {
    const rows = runJson(['check', 'future-date', '11/22/2026', '11/21/2026', '--today', '2026-11-22']) as {
      valid: boolean;
    }[];
    expect(rows.map((r) => r.valid)).toEqual([true, false]);
  });

  it('prints a readable verdict by default', () => {
    const run = runCli(['check', 'ssn', '536-22-1847', '000-12-3456']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('valid    536-22-1847');
    expect(run.stdout).toContain('invalid  000-12-3456');
    expect(run.stdout).toContain('SSN must be 9 numeric characters');
  });
});

describe('attest encode', () => {
  it('encodes a full name as a trimmed Name object', () => {
    expect(runJson(['encode', 'full-name', '{"first":" Ann ","middle":"B","last":"Lee "}'])).toEqual({
      $objectType: 'Name',
      first: 'Ann',
      middle: 'B',
      last: 'Lee',
    });
  });

  it('encodes an address as one line', () => {
    expect(
      runJson(['encode', 'address', '{"street":"1 Main St","city":"Austin","state":"TX","postcode":"78701"}']),
    ).toBe('1 Main St, Austin, TX 78701');
  });

  it('encodes a phone number as + and digits, a date as parts, a bar licence with an integer year', () => {
    expect(runJson(['encode', 'phone-number', '+1 (512) 555-0123'])).toBe('+15125550123');
    expect(runJson(['encode', 'date', '03/07/2024'])).toEqual({ year: 2024, month: 3, day: 7 });
    expect(
      runJson(['encode', 'bar-license-details', '{"jurisdiction":"TX","yearAdmitted":"2004","licenseNumber":"123"}']),
    ).toEqual({ license_number: '123', year_admitted: 2004, jurisdiction: 'TX' });
  });

  it('encodes bulk e-mails newline-joined and a CPR certificate', () => {
    expect(runJson(['encode', 'bulk-email', '{"emails":["a@x.io","b@x.io"],"certified":true}'])).toBe('a@x.io\nb@x.io');
    expect(runJson(['encode', 'cpr', '{"provider":"American Red Cross","certId":"ABC123"}'])).toEqual({
      cert_id: 'ABC123',
      provider: 'American Red Cross',
    });
  });

  it('refuses to encode an invalid value with exit 2 and one line', () => {
    const run = runCli(['encode', 'ssn', '000-00-0000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('SSN must be 9 numeric characters');
  });
});

describe('attest request', () => {
  it('explains a processing request with the 7-day notice', () => {
    expect(runJson(['request', example('request.json'), '--today', '2026-11-12'])).toEqual({
      state: 'processing',
      label: 'In Process',
      alert: 'Your information is being verified with official sources',
      timeline: [
        { id: 'request-sent', state: 'success', note: null, events: [] },
        { id: 'information-received', state: 'success', note: null, events: [] },
        { id: 'verification', state: 'ongoing', note: null, events: [] },
        { id: 'results-sent', state: 'disabled', note: null, events: [] },
      ],
      requestedAt: '11/01/2026',
      submittedAt: '11/05/2026',
      completedAt: null,
      daysProcessing: 7,
      notices: ['delay-7'],
      rules: [
        { kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: false },
        { kind: 'attempts', attempts: 2 },
      ],
    });
  });

  it('prints the status label and the rules in the text as the JSON has them', () => {
    const run = runCli(['request', example('request.json'), '--today', '2026-11-12']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toContain('Status: In Process');
    expect(lines.filter((line) => line.startsWith('Rule: '))).toEqual([
      'Rule: A verification request expires 30 days after it is sent: this one expires on 12/01/2026.',
      'Rule: Verification is attempted at most two times; if it cannot be completed, the request is canceled automatically.',
    ]);
    const complete = runCli(['request', fixture('request-complete.json')]).stdout.split('\n');
    expect(complete).toContain('Status: Complete');
    expect(complete).toContain('Rules: none');
  });

  it('switches to the 13-day notice and shows none before 7 days', () => {
    const at = (today: string) =>
      (runJson(['request', example('request.json'), '--today', today]) as { notices: string[] }).notices;
    expect(at('2026-11-11')).toEqual([]);
    expect(at('2026-11-17')).toEqual(['delay-7']);
    expect(at('2026-11-18')).toEqual(['delay-13']);
  });

  it('reads the record from standard input', () => {
    const stdin = readFileSync(fixture('request-complete.json'), 'utf8');
    const report = runJson(['request', '-'], stdin) as { state: string; daysProcessing: number; timeline: unknown[] };
    expect(report.state).toBe('complete');
    expect(report.daysProcessing).toBe(4);
    expect(report.timeline).toEqual([
      { id: 'request-sent', state: 'success', note: null, events: [] },
      { id: 'information-received', state: 'success', note: null, events: [] },
      { id: 'verification', state: 'success', note: null, events: [] },
      { id: 'results-sent', state: 'success', note: null, events: [] },
    ]);
  });

  it('marks missing information on a timed-out request', () => {
    const report = runJson(['request', fixture('request-timeout.json')]) as { state: string; timeline: unknown[] };
    expect(report.state).toBe('timeout');
    expect(report.timeline).toEqual([
      { id: 'request-sent', state: 'success', note: null, events: [] },
      { id: 'information-received', state: 'error', note: 'No information was provided', events: [] },
      { id: 'verification', state: 'disabled', note: null, events: [] },
      { id: 'results-sent', state: 'disabled', note: null, events: [] },
    ]);
  });

  it('marks the step after the last success on a canceled request', () => {
    const report = runJson(['request', fixture('request-canceled.json')]) as { state: string; timeline: unknown[] };
    expect(report.state).toBe('canceled');
    expect(report.timeline).toEqual([
      { id: 'request-sent', state: 'success', note: null, events: [] },
      { id: 'information-received', state: 'success', note: null, events: [] },
      { id: 'verification', state: 'error', note: 'Verification canceled', events: [] },
      { id: 'results-sent', state: 'disabled', note: null, events: [] },
    ]);
  });

  it("lists the record's events under their steps, in the text and the JSON", () => {
    const record = JSON.parse(readFileSync(fixture('request-canceled.json'), 'utf8')) as Record<string, unknown>;
    const withEvents = JSON.stringify({
      ...record,
      events: [
        { type: 'relyingparty-terminated', created_at: record['submitted_at'] },
        { type: 'relyingparty-initiated', created_at: record['created_at'] },
      ],
    });
    const report = runJson(['request', '-'], withEvents) as { timeline: { events: { type: string }[] }[] };
    expect(report.timeline.map((step) => step.events.map((event) => event.type))).toEqual([
      ['relyingparty-initiated'],
      [],
      ['relyingparty-terminated'],
      [],
    ]);
    const text = runCli(['request', '-'], withEvents).stdout.split('\n');
    expect(text.filter((line) => line.includes('event:'))).toEqual([
      expect.stringMatching(/^ {11}event: relyingparty-initiated on \d\d\/\d\d\/\d{4}$/),
      expect.stringMatching(/^ {11}event: relyingparty-terminated on \d\d\/\d\d\/\d{4}$/),
    ]);
  });

  it('shows a pending request as new with no alert', () => {
    const report = runJson(['request', fixture('request-new.json')]) as Record<string, unknown>;
    expect(report).toMatchObject({ state: 'new', alert: null, daysProcessing: null, submittedAt: null });
  });
});

describe('attest stage', () => {
  it('sends an applicant with a balance to checkout', () => {
    expect(runJson(['stage', example('stage.json')])).toEqual({
      stage: 'payment',
      route: '/pay',
      balanceDue: '$25.00',
    });
  });

  it('sends a finished applicant to the thank-you page', () => {
    expect(runJson(['stage', fixture('stage-finished.json')])).toEqual({
      stage: 'finished',
      route: '/done',
      balanceDue: null,
    });
  });

  it('sends any other request status to the status page', () => {
    const input = JSON.stringify({
      requestStatus: 'timeout',
      questions: [],
      balance: { amount: 12.5, currency: 'EUR' },
    });
    expect(runJson(['stage', '-'], input)).toEqual({ stage: 'lookup', route: '/status', balanceDue: '12.50 EUR' });
  });
});

describe('attest case', () => {
  it('explains a case whose submissions are still coming in', () => {
    expect(runJson(['case', example('case.json')])).toEqual({
      caseStatus: 'unspecified',
      terminal: false,
      timeline: ['ongoing', 'disabled', 'disabled'],
      progress: 0.3,
      people: [
        { email: 'owner@acme.example', role: 'primary', status: 'submitted', canSendLink: false },
        { email: 'partner@acme.example', role: 'owner', status: 'pending', canSendLink: true },
        { email: 'tech@acme.example', role: 'field-worker', status: 'submitted', canSendLink: false },
        { email: 'helper@acme.example', role: 'field-worker', status: 'submitted', canSendLink: false },
      ],
    });
  });

  it('shows a passed case as final with every step done', () => {
    const input = JSON.parse(readFileSync(example('case.json'), 'utf8')) as {
      status: { case_status: string };
    };
    input.status.case_status = 'PASSED';
    expect(runJson(['case', '-'], JSON.stringify(input))).toMatchObject({
      caseStatus: 'passed',
      terminal: true,
      timeline: ['success', 'success', 'success'],
      progress: 1,
    });
  });
});

describe('attest error', () => {
  it('explains a known reason', () => {
    expect(runJson(['error', 'page-not-found'])).toMatchObject({
      reason: 'page-not-found',
      heading: "That doesn't seem to be here.",
      action: null,
    });
  });

  it('shows an unknown reason as unexpected', () => {
    expect(runJson(['error', 'bogus'])).toMatchObject({
      reason: 'unexpected',
      heading: 'Uh oh, something went wrong!',
    });
  });

  it('prints what a Spanish-reading applicant sees with --lang es (issue 28), the support words staying English', () => {
    expect(runJson(['error', 'page-not-found', '--lang', 'es'])).toMatchObject({
      reason: 'page-not-found',
      heading: 'Parece que esto no está aquí.',
    });
    const text = runCli(['error', 'submission-failed', '--lang=es']).stdout;
    expect(text).toMatch(/^Heading: \S/m);
    expect(text).not.toContain('Heading: Uh oh');
    expect(text).toContain("Ways forward: 'Intentar de nuevo' (reloads the page)");
    expect(runJson(['error', 'page-not-found', '--lang', 'en'])).toMatchObject({
      heading: "That doesn't seem to be here.",
    });
  });

  it('names the automatic action', () => {
    expect(runJson(['error', 'gls/session-expired'])).toMatchObject({ action: 'session-expired' });
  });

  it('names the ways forward the page offers, in the JSON and in the text', () => {
    expect(runJson(['error', 'submission-failed'])).toMatchObject({
      waysForward: { tryAgain: true, backToQuestions: true },
    });
    expect(runJson(['error', 'page-not-found'])).toMatchObject({
      waysForward: { tryAgain: false, backToQuestions: true },
    });
    const retry = runCli(['error', 'submission-failed']);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain(
      "Ways forward: 'Try again' (reloads the page), 'Back to your questions' (the overview; shown only when the applicant has a session)",
    );
    expect(runCli(['error', 'cookies-needed']).stdout).toContain("Ways forward: 'Try again' (reloads the page)\n");
    expect(runCli(['error', 'page-not-found']).stdout).toMatch(
      /^Ways forward: 'Back to your questions' \(the overview/m,
    );
    expect(runCli(['error', 'TokenExpired']).stdout).toContain("Ways forward: none, only the browser's Back button");
  });
});

describe('attest questions', () => {
  it('lists the visible questions incomplete first, core items in their fixed order', () => {
    expect(runJson(['questions', example('questions.json')])).toEqual([
      { attrType: 'core.ssn', slug: 'core-ssn', title: 'Social Security Number', complete: false, required: true },
      {
        attrType: 'core.dateofbirth',
        slug: 'core-dateofbirth',
        title: 'Date of birth',
        complete: false,
        required: false,
      },
      {
        attrType: 'consent.fcra',
        slug: 'consent-fcra',
        title: 'Background check consent',
        complete: false,
        required: true,
      },
      {
        attrType: 'identity_assurance.address.home',
        slug: 'identity_assurance-address-home',
        title: 'Home address',
        complete: false,
        required: true,
      },
      { attrType: 'core.fullname', slug: 'core-fullname', title: 'Full name', complete: true, required: true },
    ]);
  });

  it("lists the titles in the applicant's language with --lang es, the issuer's English where it gives none", () => {
    const titles = (runJson(['questions', example('questions.json'), '--lang', 'es']) as { title: string }[]).map(
      (item) => item.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'Número de Seguro Social',
        'Consentimiento para la verificación de antecedentes',
        'Home address',
      ]),
    );
    expect(titles).not.toContain('Social Security Number');
  });

  it('shows document pages as the app does: US-issued ones as one question, others one per document', () => {
    const page = (attrType: string, complete: boolean) => ({ attrType, type: 'id-scan', complete, metadata: {} });
    const input = JSON.stringify({
      questions: [
        page('identity_assurance.document_verification.us_issued.front_image', true),
        page('identity_assurance.document_verification.us_issued.back_image', false),
        page('identity_assurance.document_verification.eu.fr.id_card.front', true),
        page('identity_assurance.document_verification.eu.fr.id_card.back', true),
      ],
    });
    expect(runJson(['questions', '-'], input)).toEqual([
      expect.objectContaining({ attrType: 'identity_assurance.document_verification.us_issued', complete: false }),
      expect.objectContaining({ attrType: 'identity_assurance.document_verification.eu.fr.id_card', complete: true }),
    ]);
  });
});

describe('bad input', () => {
  it.each([
    [['frobnicate'], "unknown command 'frobnicate'"],
    [[], 'no command given'],
    [['check', 'shoe-size', '42'], "unknown kind 'shoe-size'"],
    [['check', 'ssn'], 'needs at least one VALUE'],
    [['check', 'full-name', '{not json'], 'not valid JSON'],
    [['check', 'full-name', '42'], 'not a full-name answer'],
    [['check', 'ssn', '1', '--today', '2026-02-30'], '--today must be a real date'],
    [['check', 'ssn', '1', '--frobnicate'], 'unknown option --frobnicate'],
    [['check', 'past-name', '{"hasPreviousName":true,"first":"Ann","last":"Lee"}'], "unknown key 'hasPreviousName'"],
    [['encode', 'address', '{"street":"1 Main St","city":"Austin","state":"TX","zip":"78701"}'], "unknown key 'zip'"],
    [['encode', 'integer', '-5'], 'Enter a whole number'],
    [['request', '/no/such/file.json'], 'no such file'],
    [['request', example('questions.json')], 'request record'],
    [['request'], 'exactly one FILE'],
    [['stage', '-', '--today', '2026-01-01'], 'does not take --today'],
    [['case', fixture('request-new.json')], 'case input'],
    [['questions', fixture('request-new.json')], 'question list'],
    [['error'], 'exactly one REASON'],
    [['error', 'page-not-found', '--lang', 'fr'], '--lang takes en or es'],
    [['error', 'page-not-found', '--lang'], '--lang takes en or es'],
    [['encode', 'ssn'], 'exactly one VALUE'],
  ])('attest %j exits 2 with one clear line', (args, expected) => {
    const run = runCli(args, '');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^attest: /);
    expect(lines[0]).toContain(expected);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  });

  it('rejects malformed JSON on standard input', () => {
    const run = runCli(['stage', '-'], '{"requestStatus":');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('standard input is not valid JSON');
  });
});

describe('values that start with a dash', () => {
  it('are judged as values, not taken for options', () => {
    expect(runJson(['check', 'integer', '-1', '0'])).toEqual([
      { value: '-1', valid: false, message: 'Enter a whole number using digits only, without leading zeros' },
      { value: '0', valid: true, message: null },
    ]);
    expect(runJson(['check', 'text', '-abc'])).toEqual([{ value: '-abc', valid: true, message: null }]);
  });

  it('still end at -- for a value that starts with two dashes', () => {
    const run = runCli(['check', 'text', '--json', '--', '--not-an-option']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ value: '--not-an-option', valid: true, message: null }]);
  });
});

describe('unknown keys of a JSON answer', () => {
  it('are refused with exit 2 and one line naming the key, never a verdict on the rest', () => {
    const run = runCli(['check', 'past-name', '{"hasPreviousName":true,"first":"Ann","last":"Lee"}']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "attest: value 1 is not a past-name answer: unknown key 'hasPreviousName' (known keys: hasPastName, first, middle, last)\n",
    );
  });

  it('leave answers made of known keys alone', () => {
    expect(runJson(['check', 'past-name', '{"hasPastName":true,"first":"Ann","last":"Lee"}'])).toEqual([
      { value: '{"hasPastName":true,"first":"Ann","last":"Lee"}', valid: true, message: null },
    ]);
  });
});

/** The command lines of the README's CLI section, as written. */
function readmeCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The `attest` support CLI'), readme.indexOf('## Scripts'));
  return section.split('\n').filter((line) => line.startsWith('npx attest '));
}

describe('the README and --help examples', () => {
  it('finds the commands of the README, one per command that reads a document', () => {
    const lines = readmeCommands();
    for (const file of ['request.json', 'stage.json', 'case.json', 'questions.json']) {
      expect(lines.some((line) => line.includes(`examples/cli/${file}`))).toBe(true);
    }
  });

  it.each(readmeCommands())('runs %s as written', (line) => {
    const run = runShell(line);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).not.toBe('');
  });

  it.each(['request', 'stage', 'case', 'questions'])(
    'shows the input shape of %s and an example that works as written',
    (command) => {
      const help = runCli([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Input: one JSON document');
      const exampleLine = help.stdout
        .split('\n')
        .find((line) => line.trim().startsWith(`attest ${command} examples/cli/`));
      expect(exampleLine).toBeDefined();
      const run = runShell((exampleLine ?? '').trim());
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
    },
  );

  it('names in the shape every key the example document uses at its top level', () => {
    for (const command of ['request', 'stage', 'case', 'questions']) {
      const help = runCli([command, '--help']).stdout;
      const file = { request: 'request.json', stage: 'stage.json', case: 'case.json', questions: 'questions.json' }[
        command
      ];
      const document = JSON.parse(readFileSync(example(file ?? ''), 'utf8')) as Record<string, unknown>;
      for (const key of Object.keys(document))
        expect({ command, key, shown: help.includes(`"${key}"`) }).toEqual({ command, key, shown: true });
    }
  });
});
