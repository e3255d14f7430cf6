import {useId, useState, type KeyboardEvent} from 'react';
import type {FaqItem} from '@shared/catalog/seo';

export type {FaqItem};

/**
 * Accessible FAQ accordion (WAI-ARIA accordion pattern): each question is a heading wrapping a
 * button with `aria-expanded` / `aria-controls`; the answer is a `role="region"` labelled by its
 * button. Up/Down/Home/End move between questions. Several answers may be open at once.
 * The page's FAQPage JSON-LD goes in its loader's `seo` (faqPageJsonLd, decision 142).
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
  defaultOpen = [],
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: readonly string[];
}) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpen),
  );
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const buttons = Array.from(
      event.currentTarget
        .closest('.faq')
        ?.querySelectorAll<HTMLButtonElement>('.faq__question') ?? [],
    );
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? buttons[(index + 1) % buttons.length]
        : event.key === 'ArrowUp'
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons[buttons.length - 1]
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  return (
    <div className="faq">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${base}-${item.id}-q`;
        const panelId = `${base}-${item.id}-a`;
        return (
          <div
            className="faq__item"
            key={item.id}
            data-open={isOpen || undefined}
          >
            <Heading className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__question"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!isOpen}
            >
              {item.answer.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
