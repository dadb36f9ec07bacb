import { PriceCell as PriceCell_722bd953efd31e1f28e771be23f665ec } from '../../../../src/components/admin/ListCells'
import { PhotoCell as PhotoCell_323d10131276c3799c2da778a88cbe67 } from '../../../../src/components/admin/PhotoCell'
import { VisitStats as VisitStats_b984cafb34ed96768cbea3e09f85fa12 } from '../../../../collections/Properties/VisitStats.client'
import { Applications as Applications_05addaf332f4fd38952ac1c91060045e } from '../../../../collections/Properties/Applications.client'
import { MandatoryChecklist as MandatoryChecklist_9ffef86f05c650dcc6292bdd59a56ef8 } from '../../../../collections/Properties/MandatoryChecklist.client'
import { TranslationsCell as TranslationsCell_722bd953efd31e1f28e771be23f665ec } from '../../../../src/components/admin/ListCells'
import { TranslationsPanel as TranslationsPanel_2a1b8e99f5d439ce8cea014c98b79edd } from '../../../../src/components/admin/TranslationsPanel.client'
import { StatusCell as StatusCell_722bd953efd31e1f28e771be23f665ec } from '../../../../src/components/admin/ListCells'
import { DaysOnlineCell as DaysOnlineCell_722bd953efd31e1f28e771be23f665ec } from '../../../../src/components/admin/ListCells'
import { VisitsWeekCell as VisitsWeekCell_722bd953efd31e1f28e771be23f665ec } from '../../../../src/components/admin/ListCells'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { QuickViews as QuickViews_d63aa8bf1dad7bcf242e4643e750c211 } from '../../../../src/components/admin/QuickViews'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubmissionSummary as SubmissionSummary_171e266b04dbaf61b887ce4ac2d99bd1 } from '../../../../collections/SubmissionSummary.client'
import { InboxTools as InboxTools_32779baf386fbc28ca9e1daa24ea4318 } from '../../../../src/components/admin/InboxTools'
import { QueryPresetsAccessCell as QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { CalendarFeedUrl as CalendarFeedUrl_2ed8dffc706eaefa0056c8285caa6d9e } from '../../../../collections/globals/CalendarFeedUrl.client'
import { AgencyIcon as AgencyIcon_e0dcbf04a27686f60c5fede8fe260622 } from '../../../../src/components/admin/AgencyBrand'
import { AgencyLogo as AgencyLogo_e0dcbf04a27686f60c5fede8fe260622 } from '../../../../src/components/admin/AgencyBrand'
import { StaffDesk as StaffDesk_38dd1f7ac6e1d942b4f7ffa79371162f } from '../../../../src/components/admin/StaffDesk'
import { AgencyColour as AgencyColour_e0dcbf04a27686f60c5fede8fe260622 } from '../../../../src/components/admin/AgencyBrand'
import { NewLeads as NewLeads_9bda8789c781c3a087b0e89d5a98328a } from '../../../../src/components/admin/NewLeads'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/ListCells#PriceCell": PriceCell_722bd953efd31e1f28e771be23f665ec,
  "/src/components/admin/PhotoCell#PhotoCell": PhotoCell_323d10131276c3799c2da778a88cbe67,
  "/collections/Properties/VisitStats.client#VisitStats": VisitStats_b984cafb34ed96768cbea3e09f85fa12,
  "/collections/Properties/Applications.client#Applications": Applications_05addaf332f4fd38952ac1c91060045e,
  "/collections/Properties/MandatoryChecklist.client#MandatoryChecklist": MandatoryChecklist_9ffef86f05c650dcc6292bdd59a56ef8,
  "/src/components/admin/ListCells#TranslationsCell": TranslationsCell_722bd953efd31e1f28e771be23f665ec,
  "/src/components/admin/TranslationsPanel.client#TranslationsPanel": TranslationsPanel_2a1b8e99f5d439ce8cea014c98b79edd,
  "/src/components/admin/ListCells#StatusCell": StatusCell_722bd953efd31e1f28e771be23f665ec,
  "/src/components/admin/ListCells#DaysOnlineCell": DaysOnlineCell_722bd953efd31e1f28e771be23f665ec,
  "/src/components/admin/ListCells#VisitsWeekCell": VisitsWeekCell_722bd953efd31e1f28e771be23f665ec,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/QuickViews#QuickViews": QuickViews_d63aa8bf1dad7bcf242e4643e750c211,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/SubmissionSummary.client#SubmissionSummary": SubmissionSummary_171e266b04dbaf61b887ce4ac2d99bd1,
  "/src/components/admin/InboxTools#InboxTools": InboxTools_32779baf386fbc28ca9e1daa24ea4318,
  "@payloadcms/next/client#QueryPresetsAccessCell": QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "/collections/globals/CalendarFeedUrl.client#CalendarFeedUrl": CalendarFeedUrl_2ed8dffc706eaefa0056c8285caa6d9e,
  "/src/components/admin/AgencyBrand#AgencyIcon": AgencyIcon_e0dcbf04a27686f60c5fede8fe260622,
  "/src/components/admin/AgencyBrand#AgencyLogo": AgencyLogo_e0dcbf04a27686f60c5fede8fe260622,
  "/src/components/admin/StaffDesk#StaffDesk": StaffDesk_38dd1f7ac6e1d942b4f7ffa79371162f,
  "/src/components/admin/AgencyBrand#AgencyColour": AgencyColour_e0dcbf04a27686f60c5fede8fe260622,
  "/src/components/admin/NewLeads#NewLeads": NewLeads_9bda8789c781c3a087b0e89d5a98328a,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
