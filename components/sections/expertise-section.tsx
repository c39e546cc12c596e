import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { TagList } from '@/components/ui/tag-list';
import { about } from '@/content/about';
import { staggerClass } from '@/lib/stagger';
import { SectionHeading } from './section-heading';

export function ExpertiseSection() {
  const { expertise } = about;
  return (
    <section aria-labelledby="expertise-heading" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="expertise-heading"
          heading={expertise.heading}
          intro={expertise.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {expertise.areas.map((area, index) => (
            <li key={area.id} className={staggerClass(index)}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <Icon name={area.icon} className="size-6 shrink-0 text-brand-700" />
                  <h3 id={`expertise-${area.id}`} className="text-h3 text-ink-950">
                    {area.title}
                  </h3>
                </div>
                <TagList
                  tags={area.technologies}
                  aria-labelledby={`expertise-${area.id}`}
                  className="mt-5"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
