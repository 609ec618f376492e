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

/** Who reads news of a student: the student, or a guardian (`child` set) about their child. */
export interface Reader {
  firstname: string;
  child?: { firstname: string } | undefined;
}
const your = (reader: Reader) => (reader.child ? `${reader.child.firstname}'s` : 'your');
const Your = (reader: Reader) => (reader.child ? `${reader.child.firstname}'s` : 'Your');

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

export function resultReleasedWording(
  school: string,
  reader: Reader,
  what: string,
  url: string,
): Wording {
  return wording(
    school,
    `${Your(reader)} result is out`,
    [`Dear ${reader.firstname},`, `${Your(reader)} ${what} result has been released.`],
    { label: `See ${your(reader)} report card`, url },
  );
}

/** An absence alert (issue 30): the student was marked absent in the day's register. */
export function studentAbsentWording(
  school: string,
  reader: Reader,
  day: string,
  url: string,
): Wording {
  const who = reader.child ? reader.child.firstname : 'You';
  return wording(
    school,
    `${reader.child ? `${reader.child.firstname} was` : 'You were'} absent from school`,
    [
      `Dear ${reader.firstname},`,
      `${who} ${reader.child ? 'was' : 'were'} marked absent in the class register on ${day}. If this is news to you, please contact the school.`,
    ],
    { label: `See ${your(reader)} attendance`, url },
  );
}

/** What a payment notification says of it (PaymentAttributes' figures, in naira). */
export interface PaymentFacts {
  receiptNo: string;
  invoiceNo: string;
  amount: string;
  balance: string;
  period: string;
}

export function paymentReceivedWording(
  school: string,
  reader: Reader,
  p: PaymentFacts,
  url: string,
): Wording {
  return wording(
    school,
    `Payment received: receipt ${p.receiptNo}`,
    [
      `Dear ${reader.firstname},`,
      `We have received ${p.amount} towards ${reader.child ? `${reader.child.firstname}'s ` : ''}invoice ${p.invoiceNo} (${p.period}). ${Your(reader)} receipt number is ${p.receiptNo}.`,
      `Balance still owed on the invoice: ${p.balance}.`,
    ],
    { label: 'See your receipt', url },
  );
}

export function paymentReversedWording(
  school: string,
  reader: Reader,
  p: PaymentFacts,
  reason: string,
  url: string,
): Wording {
  return wording(
    school,
    `Payment reversed: receipt ${p.receiptNo}`,
    [
      `Dear ${reader.firstname},`,
      `The payment of ${p.amount} on receipt ${p.receiptNo} (invoice ${p.invoiceNo}, ${p.period}) has been reversed: ${reason}`,
      `Balance now owed on the invoice: ${p.balance}.`,
    ],
    { label: 'See your invoice', url },
  );
}

export function oneTimePasswordWording(
  school: string,
  firstname: string,
  username: string,
  password: string,
  url: string,
): Wording {
  return wording(
    school,
    'Your SchoolMates account',
    [
      `Dear ${firstname},`,
      `An account has been opened for you. Sign in with the username ${username} and the one-time password ${password}; you will then choose a password of your own.`,
    ],
    { label: 'Sign in', url },
  );
}

export function invoiceIssuedWording(
  school: string,
  reader: Reader,
  invoice: { invoiceNo: string; period: string; total: string; dueDate: string | null },
  url: string,
): Wording {
  return wording(
    school,
    `Invoice ${invoice.invoiceNo}`,
    [
      `Dear ${reader.firstname},`,
      `Invoice ${invoice.invoiceNo} for ${reader.child ? `${reader.child.firstname}, ${invoice.period},` : invoice.period} has been issued: ${invoice.total}${invoice.dueDate ? `, due by ${invoice.dueDate}` : ''}.`,
    ],
    { label: 'See your invoice', url },
  );
}

export function announcementWording(
  school: string,
  firstname: string,
  title: string,
  body: string,
  url: string,
): Wording {
  return wording(school, title, [`Dear ${firstname},`, body], {
    label: 'Read it in the portal',
    url,
  });
}

export function assignmentWording(
  school: string,
  firstname: string,
  what: 'published' | 'marked',
  assignment: { title: string; subject: string },
  url: string,
): Wording {
  return wording(
    school,
    what === 'published'
      ? `New assignment: ${assignment.title}`
      : `Assignment marked: ${assignment.title}`,
    [
      `Dear ${firstname},`,
      what === 'published'
        ? `A new ${assignment.subject} assignment, "${assignment.title}", is waiting for you.`
        : `Your ${assignment.subject} assignment "${assignment.title}" has been marked.`,
    ],
    { label: what === 'published' ? 'Open the assignment' : 'See your marks', url },
  );
}

export function guardianInvitationWording(
  school: string,
  firstname: string,
  children: string,
  url: string,
  days: number,
): Wording {
  return wording(
    school,
    'Your parent account',
    [
      `Dear ${firstname},`,
      `${school} has opened a parent account for you, to follow ${children}: report cards, fees and assignments. Open the link within ${days} days to choose your password; then sign in with your e-mail or phone number.`,
    ],
    { label: 'Choose your password', url },
  );
}
