import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainCheckGroup, PlainSelectField, PlainTextField } from './plain-field';

describe('plain fields', () => {
  it('names a text field by its label and describes it by its hint while valid', () => {
    render(<PlainTextField label="关键词" hint="可留空" value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: '关键词' });
    expect(field).toHaveAccessibleDescription('可留空');
    expect(field).toBeValid();
  });

  it('marks a field invalid and reads its error instead of the hint', () => {
    render(
      <PlainTextField label="姓名" hint="真实姓名" error="请填写姓名" required value="" onChange={() => undefined} />,
    );
    const field = screen.getByRole('textbox', { name: '姓名' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('请填写姓名');
    expect(screen.queryByText('真实姓名')).not.toBeInTheDocument();
  });

  it('names a select by its label', () => {
    render(
      <PlainSelectField label="招募状态" value="zmz" onChange={() => undefined}>
        <option value="zmz">招募中</option>
      </PlainSelectField>,
    );
    expect(screen.getByRole('combobox', { name: '招募状态' })).toHaveDisplayValue('招募中');
  });

  it('adds and removes a ticked option of a checkbox group', () => {
    const onChange = vi.fn();
    const options = [
      { key: '1', value: 'Ⅰ期' },
      { key: '2', value: 'Ⅱ期' },
    ];
    const { rerender } = render(
      <PlainCheckGroup label="试验分期" options={options} value={['1']} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ⅱ期' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    rerender(<PlainCheckGroup label="试验分期" options={options} value={['1', '2']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ⅰ期' }));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    expect(screen.getByRole('group', { name: '试验分期' })).toBeInTheDocument();
  });
});
