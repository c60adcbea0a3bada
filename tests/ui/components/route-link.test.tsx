import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RouteLink } from '../../../src/ui/components/route-link';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
  render(
    <MemoryRouter initialEntries={['/overview']}>
      <RouteLink to="/question/core-ssn" className="tile__link" onClick={onClick}>
        SSN
      </RouteLink>
      <Where />
    </MemoryRouter>,
  );
  return { link: screen.getByRole('link', { name: 'SSN' }), user: userEvent.setup() };
}

describe('RouteLink', () => {
  it("is an anchor to the route's address that navigates inside the app on a plain click", async () => {
    const { link, user } = renderAt();
    expect(link).toHaveAttribute('href', '/question/core-ssn');
    expect(link).toHaveClass('tile__link');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/question/core-ssn');
  });

  it('leaves a modified click to the browser (a new tab or window), and stays', async () => {
    const { link, user } = renderAt();
    // The browser's own handling (a new tab) is not jsdom's: it is held at the document, after React.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('path')).toHaveTextContent('/overview');
  });

  it("lets the caller's click handler cancel the navigation", async () => {
    const { link, user } = renderAt((event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/overview');
  });
});
