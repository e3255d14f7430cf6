import type {GrievanceOfficer as Officer, Locale, Localized} from '@config';

/** A store's words for the block, in the page's language. */
export interface GrievanceLabels {
  heading: string;
  intro: string;
  name: string;
  designation: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
}

const inLanguage = (text: Localized, language: Locale) =>
  text[language] ?? text.en;

/**
 * The seller's Grievance Officer with a contact, under every policy (Consumer Protection (E-Commerce)
 * Rules 2020, decision 109); the officer is the store's configuration (hydrogen.config.ts).
 */
export function GrievanceOfficer({
  officer,
  language,
  labels,
}: {
  officer: Officer;
  language: Locale;
  labels: GrievanceLabels;
}) {
  return (
    <section
      className="grievance-officer"
      aria-labelledby="grievance-officer-title"
      data-testid="grievance-officer"
    >
      <h2 id="grievance-officer-title">{labels.heading}</h2>
      <p>{labels.intro}</p>
      <dl className="legal-info__list">
        <div className="legal-info__row">
          <dt>{labels.name}</dt>
          <dd>{officer.name}</dd>
        </div>
        <div className="legal-info__row">
          <dt>{labels.designation}</dt>
          <dd>{inLanguage(officer.designation, language)}</dd>
        </div>
        <div className="legal-info__row">
          <dt>{labels.address}</dt>
          <dd>{inLanguage(officer.address, language)}</dd>
        </div>
        <div className="legal-info__row">
          <dt>{labels.phone}</dt>
          <dd>
            <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>
              {officer.phone}
            </a>
          </dd>
        </div>
        <div className="legal-info__row">
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
        <div className="legal-info__row">
          <dt>{labels.hours}</dt>
          <dd>{inLanguage(officer.hours, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
