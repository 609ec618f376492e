/**
 * The notifications' words: each template gives a message's subject, text and HTML in the
 * school's name. Text is what an SMS or WhatsApp carries; the HTML is the same words for mail.
 */

export interface Wording {
  subject: string;
  text: string;
  html: string;
}

const htmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Paragraphs of text, and at most one link, as text and as HTML. */
function wording(
  school: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): Wording {
  return {
    subject: `${subject} (${school})`,
    text: [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), school].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${htmlText(p)}</p>`),
      ...(link ? [`<p><a href="${htmlText(link.url)}">${htmlText(link.label)}</a></p>`] : []),
      `<p>${htmlText(school)}</p>`,
    ].join('\n'),
  };
}

export function passwordResetWording(
  school: string,
  name: string,
  url: string,
  minutes: number,
): Wording {
  return wording(
    school,
    'Reset your password',
    [
      `Dear ${name},`,
      `Someone asked to reset the password of your SchoolMates account. Open the link within ${minutes} minutes to choose a new password. If it was not you, ignore this message: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url },
  );
}
