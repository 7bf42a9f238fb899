import type { Instructor } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';

import { InstructorList } from './InstructorList';

const sara: Instructor = {
  id: 1,
  name: 'Sara Haddad',
  image: '/media/instructor-sara.svg',
  review: 'PMP and PMI-ACP certified trainer.',
  mobile_number: '+966 50 000 0101',
  LinkdIn: 'https://www.linkedin.com/in/example-sara-haddad',
};

describe('InstructorList', () => {
  it('shows a spinner while the instructors load', () => {
    render(<InstructorList instructors={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the instructors');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders a card with name, portrait, review, mobile number and LinkedIn link', () => {
    render(<InstructorList instructors={[sara, { ...sara, id: 2, name: 'Omar Khalil' }]} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Sara Haddad' })).toHaveAttribute(
      'src',
      '/media/instructor-sara.svg',
    );
    expect(card.getByText('PMP and PMI-ACP certified trainer.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '+966 50 000 0101' })).toHaveAttribute(
      'href',
      'tel:+966500000101',
    );
    const linkedIn = card.getByRole('link', { name: /LinkedIn profile of Sara Haddad/ });
    expect(linkedIn).toHaveAttribute('href', sara.LinkdIn);
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts a plain box in place of a portrait the API does not have', () => {
    const { container } = render(<InstructorList instructors={[{ ...sara, image: null }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.instructor-card__image')).toHaveClass('ac-image-placeholder');
    expect(screen.getByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
  });

  it('leaves out a missing phone number or LinkedIn address', () => {
    render(<InstructorList instructors={[{ ...sara, mobile_number: '', LinkdIn: '' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
