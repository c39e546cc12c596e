import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { TagList } from '@/components/ui/tag-list';
import { services } from '@/content/services';
import { staggerClass } from '@/lib/stagger';
import { SectionHeading } from './section-heading';

export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="pt-8">
      <Container>
        <SectionHeading id="services-heading" heading={services.heading} intro={services.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service, index) => {
            const headingId = `service-${service.id}`;
            return (
              <li key={service.id} className={staggerClass(index)}>
                <Card className="flex h-full flex-col">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={service.icon} className="size-6" />
                  </span>
                  <h3 id={headingId} className="mt-5 text-h3 text-ink-950">
                    {service.title}
                  </h3>
                  <p className="mt-3 text-body text-ink-700">{service.description}</p>
                  <TagList
                    tags={service.technologies}
                    aria-label={`${services.technologiesLabel}: ${service.title}`}
                    className="mt-5"
                  />
                  <div className="mt-auto pt-6">
                    {/* Inert by spec: no detail pages exist yet. */}
                    <Button type="button" variant="secondary" aria-describedby={headingId}>
                      {services.learnMoreLabel}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
