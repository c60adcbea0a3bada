import { useEffect, useState } from 'react';

/**
 * The page's one polite live region for messages that appear beside where the person is: a field's
 * error shown once they have moved on. It is always on the page (a region inserted with its text
 * is not announced everywhere), and each message is a new node, so the same words twice are heard
 * twice.
 */
let region: { speak(text: string): number; withdraw(said: number): void } | null = null;

/**
 * Says the text once through the page's live region; nothing when no page frame is drawn. The
 * number it returns withdraws the text once it no longer holds (a corrected field's error), so the
 * region never keeps words that are gone from the page; a removal is not spoken.
 */
export function announce(text: string): number {
  return region?.speak(text) ?? 0;
}

export function withdraw(said: number): void {
  region?.withdraw(said);
}

export function Announcer() {
  const [said, setSaid] = useState<{ readonly text: string; readonly count: number }>({ text: '', count: 0 });
  useEffect(() => {
    let count = 0;
    region = {
      speak: (text) => {
        count += 1;
        setSaid({ text, count });
        return count;
      },
      withdraw: (said) => setSaid((last) => (last.count === said ? { text: '', count: last.count } : last)),
    };
    return () => {
      region = null;
    };
  }, []);
  return (
    <div className="visually-hidden" aria-live="polite" data-announcer="">
      {said.text === '' ? null : <span key={said.count}>{said.text}</span>}
    </div>
  );
}
