/**
 * The announcement strip above the header: the messages scroll as a marquee (paused on hover and
 * for reduced motion). Its height is fixed in CSS so nothing shifts when it renders.
 */
export function AnnouncementMarquee({
  messages,
  repeat = 4,
}: {
  messages: readonly string[];
  repeat?: number;
}) {
  if (!messages.length) return null;
  const run = (hidden: boolean, key: number) => (
    <ul className="marquee__run" aria-hidden={hidden || undefined} key={key}>
      {Array.from({length: repeat}, (_, i) =>
        messages.map((message) => (
          <li key={`${i}-${message}`} className="marquee__item">
            {message}
          </li>
        )),
      )}
    </ul>
  );
  return (
    <aside className="marquee" aria-label="Announcements">
      <p className="visually-hidden">{messages.join('. ')}</p>
      <div className="marquee__track" aria-hidden="true">
        {run(true, 0)}
        {run(true, 1)}
      </div>
    </aside>
  );
}
