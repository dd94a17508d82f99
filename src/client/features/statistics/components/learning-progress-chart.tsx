import { Area, Bar, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistoryDay } from "@/shared/api/statistics";
import { formatDate } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

const dayLabel = (d: Date) => formatDate(d, { month: "short", day: "numeric", timeZone: "UTC" });
const fullDayLabel = (d: Date) => formatDate(d, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "2025-03-09" is a date in the learner's zone: format it as a plain calendar date. */
const asDate = (d: string) => new Date(`${d}T00:00:00Z`);

/** Words known over time (area, left axis) and answers per day (bars, right axis). */
export function LearningProgressChart({ days }: { days: HistoryDay[] }) {
  return (
    <div className="h-64 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayLabel(asDate(d))}
            stroke="hsl(var(--muted-foreground))"
            tickLine={false}
            minTickGap={24}
          />
          <YAxis yAxisId="known" allowDecimals={false} stroke="hsl(var(--muted-foreground))" tickLine={false} />
          <YAxis yAxisId="answers" orientation="right" allowDecimals={false} stroke="hsl(var(--muted-foreground))" tickLine={false} />
          <Tooltip
            labelFormatter={(d) => fullDayLabel(asDate(String(d)))}
            contentStyle={{
              background: "hsl(var(--popover))", color: "hsl(var(--popover-foreground))",
              border: "1px solid hsl(var(--border))", borderRadius: 8,
            }}
            cursor={{ fill: "hsl(var(--muted))", opacity: 0.5 }}
          />
          <Legend wrapperStyle={{ color: "hsl(var(--foreground))" }} />
          <Bar yAxisId="answers" dataKey="answers" name={m.statistics_answers()} fill="hsl(var(--primary))" fillOpacity={0.35} radius={[2, 2, 0, 0]} isAnimationActive={false} />
          <Area
            yAxisId="known"
            type="monotone"
            dataKey="known"
            name={m.statistics_words_known()}
            stroke="hsl(var(--success))"
            strokeWidth={2}
            fill="hsl(var(--success))"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
