import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProject, renderHome, stubHomeApi } from '../home-test-kit';

// The dialog is a lazy chunk: transform it once, outside the tests' time.
beforeAll(() => import('./project-info-dialog'));
afterEach(() => vi.unstubAllGlobals());

const project = makeProject(7, { name: 'HK-1021注射液联合化疗的Ⅲ期研究' });

async function openDialog() {
  stubHomeApi({ projects: [project] });
  const renderOverview = vi.fn((id: number) => <p>项目概览 #{id}</p>);
  renderHome({ renderOverview });
  const title = await screen.findByRole('button', { name: project.name });
  title.focus();
  fireEvent.click(title);
  const dialog = await screen.findByRole('dialog', { name: '项目信息' });
  return { title, dialog, renderOverview };
}

describe('project-info dialog', () => {
  it('opens from the card title with the overview of that project', async () => {
    const { dialog, renderOverview } = await openDialog();
    expect(within(dialog).getByText('项目概览 #7')).toBeInTheDocument();
    expect(renderOverview).toHaveBeenCalledWith(7);
  });

  it('is 80% wide and a button toggles full screen', async () => {
    const { dialog } = await openDialog();
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(paper).toHaveStyle({ width: '80%' });
    expect(paper).not.toHaveClass('MuiDialog-paperFullScreen');
    const toggle = within(dialog).getByRole('button', { name: '全屏显示' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(paper).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('gives focus back to the title when it closes', async () => {
    const { title, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(title).toHaveFocus());
  });
});
