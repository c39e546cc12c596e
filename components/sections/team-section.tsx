import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { about } from '@/content/about';

// The spec gives no team members and no targets, so both buttons stay inert until it does.
export function TeamSection() {
  const { team } = about;
  return (
    <section aria-labelledby="team-heading" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl border border-brand-100 bg-linear-to-br from-brand-50 to-accent-50 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="team-heading" className="text-h2 text-ink-950">
            {team.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-700">{team.intro}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Button type="button" size="lg" className="w-full sm:w-auto">
              {team.primaryLabel}
            </Button>
            <Button type="button" size="lg" variant="secondary" className="w-full sm:w-auto">
              {team.secondaryLabel}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
