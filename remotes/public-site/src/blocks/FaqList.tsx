import type { Faq } from '@managewell/api/contract';
import { useId } from 'react';

/** Groups FAQs by category, keeping the order in which categories first appear. */
export function groupFaqs(faqs: Faq[]): { category: string; faqs: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const category = faq.category.trim() || 'General';
    const group = groups.get(category);
    if (group) group.push(faq);
    else groups.set(category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}

function FaqItems({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq-list__item">
          <summary className="faq-list__question">{faq.question}</summary>
          <div className="faq-list__answer">
            {faq.answer.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** Questions as native disclosure widgets (keyboard and screen-reader ready without script). */
export function FaqList({ faqs, grouped = false }: { faqs: Faq[]; grouped?: boolean }) {
  const baseId = useId();
  if (faqs.length === 0) return null;
  if (!grouped) return <FaqItems faqs={faqs} />;
  return (
    <div className="faq-groups">
      {groupFaqs(faqs).map((group, at) => (
        <section key={group.category} className="faq-groups__group" aria-labelledby={`${baseId}-${at}`}>
          <h2 id={`${baseId}-${at}`} className="faq-groups__title">
            {group.category}
          </h2>
          <FaqItems faqs={group.faqs} />
        </section>
      ))}
    </div>
  );
}
