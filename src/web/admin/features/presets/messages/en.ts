import type { PresetsMessages } from './pl';

export const en: PresetsMessages = {
  'presets.title': 'Presets',
  'presets.intro':
    'A preset is a named set of filters in a category (“Oak tables”). The shop shows presets in its menu as pages of their own.',
  'presets.category': 'Category',
  'presets.chooseCategory': 'Choose a category',
  'presets.add': 'New preset',
  'presets.editOf': 'Edit “{name}”',
  'presets.deleteOf': 'Delete “{name}”',
  'presets.deleteConfirm': 'Delete the preset “{name}”? Its page disappears from the shop.',
  'presets.empty': 'No presets in this category',
  'presets.emptyText': 'Add a preset to recommend a choice of products to shoppers.',
  'presets.noCategory': 'Choose a category to see its presets.',
  'presets.filters': 'Filters',
  'presets.filtersHint':
    'One filter a line: key=value, several values separated by commas (e.g. color=black,white). Price: price=100-500.',
  'presets.filtersNone': 'no filters',
  'presets.created': 'Preset “{name}” added.',
  'presets.saved': 'Preset “{name}” saved.',
  'presets.deleted': 'Preset “{name}” deleted.',
  'presets.newTitle': 'New preset',
  'presets.duplicate': 'This category already has a preset with the same filters.',
  'presets.openOf': 'Open “{name}” in the shop',
};
