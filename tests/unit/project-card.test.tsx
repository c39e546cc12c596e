import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectCard } from '@/components/portfolio/project-card';
import { ProjectLink } from '@/components/portfolio/project-link';
import { portfolioCopy } from '@/content/portfolio';
import { storyFor, storyPath } from '@/lib/content/stories';

const { projects } = portfolioCopy;
const { liveDemoLabel, codeLabel } = projects;

describe('ProjectLink', () => {
  it('renders a placeholder as an inert, unavailable button with no link', async () => {
    render(<ProjectLink href="#">{liveDemoLabel}</ProjectLink>);
    const control = screen.getByRole('button', { name: liveDemoLabel });
    expect(control).toHaveAttribute('type', 'button');
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.setup().click(control);
    expect(window.location.hash).toBe('');
  });

  it('renders a real URL as a link that opens in a new tab without opener', () => {
    render(<ProjectLink href="https://demo.example.com">{liveDemoLabel}</ProjectLink>);
    const link = screen.getByRole('link', { name: liveDemoLabel });
    expect(link).toHaveAttribute('href', 'https://demo.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ProjectCard', () => {
  const SIZES = '100vw';
  const [project] = projects.items;
  if (!project) throw new Error('no project in content');

  it('shows placeholder controls as unavailable, with a note', () => {
    render(
      <ProjectCard item={{ ...project, liveUrl: '#', githubUrl: '#' }} index={1} sizes={SIZES} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: project.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.image.alt })).toHaveAttribute('loading', 'lazy');
    for (const name of [liveDemoLabel, codeLabel]) {
      const control = screen.getByRole('button', { name });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).toHaveAccessibleDescription(`${project.title} ${projects.unavailableNote}`);
    }
    // The one link a card may have besides them is to its story's page.
    expect(screen.queryAllByRole('link')).toHaveLength(storyFor(project.id) ? 1 : 0);
  });

  it("links its story's page where content/stories/ tells one, described by its title", () => {
    const told = projects.items.find((item) => storyFor(item.id));
    const untold = projects.items.find((item) => !storyFor(item.id));
    for (const item of [told, untold]) {
      if (!item) continue;
      const { unmount } = render(<ProjectCard item={item} index={1} sizes={SIZES} />);
      const link = screen.queryByRole('link', { name: portfolioCopy.story.linkLabel });
      if (item === told) {
        expect(link).toHaveAttribute('href', storyPath(item.id));
        expect(link).toHaveAccessibleDescription(item.title);
      } else {
        expect(link).toBeNull();
      }
      unmount();
    }
  });

  it('turns real URLs from content into new-tab links', () => {
    render(
      <ProjectCard
        index={1}
        sizes={SIZES}
        item={{
          ...project,
          liveUrl: 'https://shop.example.com',
          githubUrl: 'https://github.com/example/shop',
        }}
      />,
    );
    const live = screen.getByRole('link', { name: liveDemoLabel });
    const code = screen.getByRole('link', { name: codeLabel });
    expect(live).toHaveAttribute('href', 'https://shop.example.com');
    expect(code).toHaveAttribute('href', 'https://github.com/example/shop');
    for (const link of [live, code]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription(project.title);
    }
    expect(screen.queryByText(projects.unavailableNote)).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
