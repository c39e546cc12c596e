import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { about } from '@/content/about';
import { staggerClass } from '@/lib/stagger';
import { SectionHeading } from './section-heading';

export function ValuesSection() {
  const { values } = about;
  return (
    <section aria-labelledby="values-heading" className="pt-8 pb-16 sm:pb-24">
      <Container>
        <SectionHeading id="values-heading" heading={values.heading} intro={values.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, index) => (
            <li key={value.id} className={staggerClass(index)}>
              <Card className="h-full">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-h3 text-ink-950">{value.title}</h3>
                <p className="mt-3 text-body text-ink-700">{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
