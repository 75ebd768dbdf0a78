// The video block's fields: which transcoded video (from the media library), its title and a short
// description (what the page's VideoObject data and the player's label say).
import { Link } from 'react-router'
import { InputField, SelectField, TextareaField } from '#app/components/ui/field'

export type VideoOption = { id: string; name: string; poster: string; duration: number }

function clock(seconds: number) {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export function AdminVideoField({
  idBase,
  index,
  videos,
  value,
  onChange,
  errors,
}: {
  idBase: string
  index: number
  videos: VideoOption[]
  value: { id: string; title: string; description: string }
  onChange: (v: { id: string; title: string; description: string }) => void
  errors: { id?: string; title?: string; description?: string }
}) {
  const picked = videos.find((v) => v.id === value.id)
  // a block saved with a video that is gone from the list keeps its id, so the save explains why
  const options = videos.map((v) => ({ value: v.id, label: `${v.name} (${clock(v.duration)})` }))
  if (value.id && !picked)
    options.unshift({ value: value.id, label: 'The chosen video (not ready)' })
  return (
    <div className="space-y-3">
      <div className="flex gap-3">
        {picked?.poster ? (
          <img
            src={picked.poster}
            alt=""
            width={120}
            height={68}
            className="hidden h-[68px] w-[120px] shrink-0 rounded-lg bg-sand-100 object-cover sm:block"
          />
        ) : null}
        <SelectField
          id={`${idBase}-file`}
          name="block_video_id"
          label={`Video (block ${index + 1})`}
          value={value.id}
          onChange={(e) => onChange({ ...value, id: e.target.value })}
          placeholder="Choose a video"
          options={options}
          error={errors.id}
          hint={
            <>
              Videos appear here once the{' '}
              <Link to="/admin/media?kind=video" className="underline">
                media library
              </Link>{' '}
              has prepared them. Captions come with the video.
            </>
          }
          className="flex-1"
        />
      </div>
      <InputField
        id={`${idBase}-title`}
        name="block_heading"
        label="Title"
        value={value.title}
        maxLength={150}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
        error={errors.title}
      />
      <TextareaField
        id={`${idBase}-description`}
        name="block_caption"
        label="Description"
        rows={2}
        maxLength={500}
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.target.value })}
        error={errors.description}
        hint="Shown under the video and given to search engines."
      />
    </div>
  )
}
