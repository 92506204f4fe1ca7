import type { Testimonial } from '@managewell/api/contract';
import { Stars } from './Stars';

/** Quotes from customers, each with its rating and who said it. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <ul className="testimonials">
      {testimonials.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.place}`} className="testimonials__item">
          <figure className="testimonial">
            <Stars rating={testimonial.rating} />
            <blockquote className="testimonial__quote">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="testimonial__author">
              <strong>{testimonial.name}</strong>
              {testimonial.place && <span className="testimonial__place">{testimonial.place}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
