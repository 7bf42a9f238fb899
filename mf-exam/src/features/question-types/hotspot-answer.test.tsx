import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HotspotAnswer } from './HotspotAnswer';
import { hotspotQuestion, Played } from './test-questions';

const region = (name: string) => screen.getByRole('radio', { name });

describe('HOTSPOT', () => {
  it('draws the image once, with its alt text, and each region as a labelled radio placed in percent', () => {
    render(<Played question={hotspotQuestion} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(
      screen.getByRole('img', { name: 'Image for question 1, with areas to choose from' }),
    ).toHaveAttribute('src', '/media/questions/network.png');
    expect(
      screen.getByRole('radiogroup', { name: 'Areas of the image' }),
    ).toHaveAccessibleDescription('Arrow keys move between the areas; Space or Enter selects one.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(region('Activity C')).toHaveStyle({
      left: '70%',
      top: '50%',
      width: '25%',
      height: '30%',
    });
    expect(
      screen.getByText('Select the area of the image that answers the question.'),
    ).toBeVisible();
    expect(screen.getByText('No area chosen yet.')).toBeInTheDocument();
  });

  it('a click on a region picks it', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={hotspotQuestion} onAnswer={onAnswer} />);
    await user.click(region('Activity B'));
    expect(onAnswer).toHaveBeenLastCalledWith(42);
    expect(region('Activity B')).toHaveAttribute('aria-checked', 'true');
    expect(region('Activity A')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Your choice: Activity B')).toBeInTheDocument();
  });

  it('keyboard: Tab enters on the first region, arrows cycle without picking, Space or Enter picks', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={hotspotQuestion} onAnswer={onAnswer} />);
    await user.tab();
    expect(region('Activity A')).toHaveFocus();
    // One tab stop for the whole group (roving tabindex).
    expect(region('Activity B')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(region('Activity B')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(region('Activity C')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(region('Activity A')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(region('Activity C')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(region('Activity B')).toHaveFocus();
    expect(onAnswer).not.toHaveBeenCalled();

    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(42);
    await user.keyboard('{End}');
    expect(region('Activity C')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith(43);
    await user.keyboard('{Home}');
    expect(region('Activity A')).toHaveFocus();

    // Leaving and coming back lands on the region last in focus; a new page on the pick.
    await user.tab({ shift: true });
    await user.tab();
    expect(region('Activity A')).toHaveFocus();
  });

  it('with a pick, Tab enters the group on it', async () => {
    const user = userEvent.setup();
    render(<Played question={hotspotQuestion} initial={43} />);
    await user.tab();
    expect(region('Activity C')).toHaveFocus();
    expect(region('Activity C')).toHaveAttribute('aria-checked', 'true');
  });

  it('See Answer: the correct region in green, a wrong pick in red, and in words', () => {
    render(<Played question={hotspotQuestion} initial={41} reveal />);
    expect(region('Activity B')).toHaveClass('is-correct');
    expect(region('Activity A')).toHaveClass('is-wrong', 'is-chosen');
    expect(region('Activity C')).not.toHaveClass('is-correct');
    expect(screen.getByText('Correct area: Activity B')).toBeInTheDocument();
  });

  it('read only (the review): regions drawn, not operable', () => {
    render(<HotspotAnswer question={hotspotQuestion} number={4} answer={42} reveal />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Image for question 4, with areas to choose from' }),
    ).toBeInTheDocument();
    expect(document.querySelector('.qt-hotspot__region.is-correct.is-chosen')).not.toBeNull();
  });
});
